// Renders public/icons/icon.svg into the PNG/ICO icons and the default social card.
// Run after changing the icon: node scripts/build-icons.ts (outputs are committed).
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const publicDir = new URL("../public/", import.meta.url);
const svg = readFileSync(new URL("icons/icon.svg", publicDir));

async function png(size: number, padding = 0): Promise<Buffer> {
  const inner = await sharp(svg, { density: 512 })
    .resize(size - padding * 2, size - padding * 2)
    .png()
    .toBuffer();
  return sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: padding ? "#1d4ed8" : { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([{ input: inner, top: padding, left: padding }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO file holding one PNG image (supported by every current browser). */
function ico(pngData: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(pngData.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, pngData]);
}

const write = (path: string, data: Buffer) => writeFileSync(new URL(path, publicDir), data);
write("icons/icon-192.png", await png(192));
write("icons/icon-512.png", await png(512));
write("icons/icon-maskable-512.png", await png(512, 64));
write("icons/apple-touch-icon.png", await png(180, 12));
write("favicon.ico", ico(await png(32), 32));

const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#047857"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <text x="600" y="300" font-family="sans-serif" font-size="96" font-weight="800" fill="#fff" text-anchor="middle">SalaryScope</text>
  <text x="600" y="390" font-family="sans-serif" font-size="40" fill="#e0f2fe" text-anchor="middle">Salary estimates for any job, in 150+ countries</text>
</svg>`;
write("og-default.png", await sharp(Buffer.from(card)).png({ compressionLevel: 9 }).toBuffer());
console.log("icons written");
