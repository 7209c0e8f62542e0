/**
 * A card layout as a PNG. The frame (shapes only) is rasterised once per distinct frame
 * and kept as palette scanlines; each card copies them, draws its text from cached glyph
 * masks, and deflates the scanlines on libuv's thread pool.
 *
 * Cards are palette images: the frame has about 130 colours and the text adds sixteen
 * shades per colour and background, so one byte per pixel is lossless for the frame and
 * all but invisible for the text, and it is a third of the bytes to compress. The PNG
 * container is written here: sharp would quantise the whole image again (libimagequant) to
 * make a palette PNG, which costs more than the card (docs/http-server.md).
 */
import { constants as zlibConstants, crc32, deflate } from "node:zlib";
import { promisify } from "node:util";
import sharp from "sharp";
import { LRUCache } from "lru-cache";
import type { CardLayout } from "../../lib/og/salary-card-layout.ts";
import { drawMask, hexToRgb, Palette, type IndexedRows } from "../../lib/og/alpha-mask.ts";
import { shapeLine } from "./text-shaping.ts";
import { glyphKey, glyphMasks, SUBPIXEL_STEPS, type GlyphRequest } from "./glyph-masks.ts";

const deflateAsync = promisify(deflate);

/**
 * Run-length matching only: palette scanlines are long runs of one index, and it compresses
 * them as small as level 3 does for 30% less CPU.
 */
const CARD_DEFLATE = { level: 9, strategy: zlibConstants.Z_RLE } as const;

// libvips keeps its own operation cache (50 MB by default) of results never asked for twice:
// frames and glyphs are cached here and in glyph-masks.ts. One libvips thread per job leaves
// the other core to the server.
sharp.cache(false);
sharp.concurrency(1);

interface Frame {
  /** Filtered PNG scanlines: a filter byte (0, none) then a palette index per pixel, for each row. */
  readonly rows: Buffer;
  /** Grows as cards need new shades of text over the frame; never beyond 256 colours. */
  readonly palette: Palette;
  readonly width: number;
  readonly height: number;
  /** Copies of `rows` whose drawn rows were put back after their card was sent. */
  readonly spare: Uint8Array[];
}

/** Copies kept per frame: about the cards in flight at once. Beyond it, a copy is made and dropped. */
const SPARE_COPIES = 6;

async function rasteriseFrame(svg: string): Promise<Frame> {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const stride = 1 + info.width;
  const rows = Buffer.alloc(stride * info.height);
  const palette = new Palette();
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * 3;
      rows[y * stride + 1 + x] = palette.indexOf([data[at]!, data[at + 1]!, data[at + 2]!]);
    }
  }
  return { rows, palette, width: info.width, height: info.height, spare: [] };
}

// A handful of distinct frames exist (direction × number of figures); the bound only guards
// against a future layout that puts request data into the frame.
const frames = new LRUCache<string, Frame>({
  max: 16,
  fetchMethod: (svg) => rasteriseFrame(svg),
});

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(12 + data.byteLength);
  out.writeUInt32BE(data.byteLength, 0);
  out.write(type, 4, "latin1");
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.byteLength)), 8 + data.byteLength);
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IEND = chunk("IEND", new Uint8Array(0));

function header(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bits per index
  ihdr[9] = 3; // palette colour
  return chunk("IHDR", ihdr);
}

/** Renders the layout; text positions are rounded to whole pixels vertically and quarter pixels horizontally. */
export async function renderCardPng(layout: CardLayout): Promise<Buffer> {
  const frame = await frames.fetch(layout.frameSvg);
  if (!frame || frame.width !== layout.width || frame.height !== layout.height) {
    throw new Error("card frame does not match the layout");
  }
  const lines = layout.texts.map((text) => {
    const shaped = shapeLine(text.text, text.size, text.weight, layout.dir, layout.lang);
    const left =
      text.anchor === "middle" ? text.x - shaped.width / 2 : layout.dir === "rtl" ? text.x - shaped.width : text.x;
    const glyphs = shaped.glyphs.map((g) => {
      const x = left + g.x;
      let whole = Math.floor(x);
      let phase = Math.round((x - whole) * SUBPIXEL_STEPS);
      if (phase === SUBPIXEL_STEPS) {
        whole += 1;
        phase = 0;
      }
      const request: GlyphRequest = { font: g.font, glyph: g.glyph, size: text.size, phase };
      return { request, x: whole, y: Math.round(text.y + g.y) };
    });
    return { colour: hexToRgb(text.fill), glyphs };
  });
  const masks = await glyphMasks(lines.flatMap((line) => line.glyphs.map((g) => g.request)));

  const stride = 1 + frame.width;
  const pixels = frame.spare.pop() ?? new Uint8Array(frame.rows);
  const image: IndexedRows = { pixels, width: frame.width, height: frame.height, stride, rowOffset: 1 };
  let top = frame.height;
  let bottom = 0;
  for (const line of lines) {
    for (const g of line.glyphs) {
      const mask = masks.get(glyphKey(g.request));
      const touched = mask && drawMask(image, frame.palette, mask, g.x, g.y, line.colour);
      if (touched) {
        top = Math.min(top, touched.top);
        bottom = Math.max(bottom, touched.bottom);
      }
    }
  }
  // Taken now: later cards may add colours, never change these.
  const plte = paletteChunk(frame.palette);
  try {
    const deflated = await deflateAsync(pixels, CARD_DEFLATE);
    return Buffer.concat([SIGNATURE, header(frame.width, frame.height), plte, chunk("IDAT", deflated), IEND]);
  } finally {
    // Put the frame back under the text so the copy serves the next card without a full copy.
    if (top < bottom) pixels.set(frame.rows.subarray(top * stride, bottom * stride), top * stride);
    if (frame.spare.length < SPARE_COPIES) frame.spare.push(pixels);
  }
}

const plteChunks = new WeakMap<Palette, Buffer>();

/** The PLTE chunk of the palette as it is now; rebuilt only when it has grown. */
function paletteChunk(palette: Palette): Buffer {
  const known = plteChunks.get(palette);
  if (known && known.readUInt32BE(0) === palette.colours.length * 3) return known;
  const made = chunk("PLTE", Uint8Array.from(palette.colours.flat()));
  plteChunks.set(palette, made);
  return made;
}
