import type { RawSalaryData } from "./types.ts";
import {
  decodeOccupation,
  decodePostings,
  decodeQuality,
  displayText,
  titleOffsets,
  wordTable,
  type WordTable,
} from "./data-codec.ts";
import { buildTypoIndex, type TypoIndex } from "./typo-index.ts";

/**
 * Inverted index over every job title in the shipped figures, in every language: per
 * vocabulary token the titles holding it, each token's IDF and each title's total weight.
 * Everything lives in typed arrays to keep the heap small; display texts are unpacked only
 * when a title is shown.
 */
export interface TitleIndex {
  readonly languages: readonly string[];
  readonly size: number;
  /** Title id → language index, occupation index, mapping quality (0–1). */
  readonly lang: Uint8Array;
  readonly occ: Uint16Array;
  readonly quality: Float32Array;
  /** 1 when the title is the occupation's own BLS or O*NET title. */
  readonly primary: Uint8Array;
  text(id: number): string;
  /** Vocabulary id of a normalised token, or -1. */
  tokenId(word: string): number;
  readonly vocab: readonly string[];
  readonly idf: Float32Array;
  readonly titleWeight: Float32Array;
  readonly postingStart: Int32Array;
  readonly postings: Int32Array;
  /** The typo index, built on first use. */
  typos(): TypoIndex;
  /** Words of a single title, for a long word the shared typo index finds nothing for (typo-index.ts). */
  oneOffTypos(): TypoIndex;
}

export function buildTitleIndex(raw: RawSalaryData["titles"]): TitleIndex {
  const vocab = raw.vocab.split("\n");
  const languages = Object.keys(raw.langs).sort();
  const blocks = languages.map((l) => raw.langs[l] ?? { text: "", occ: "", quality: "", count: 0 });
  const size = blocks.reduce((s, b) => s + b.count, 0);
  const lang = new Uint8Array(size);
  const occ = new Uint16Array(size);
  const quality = new Float32Array(size);
  const primary = new Uint8Array(size);
  const firstId: number[] = [];
  let id = 0;
  blocks.forEach((block, li) => {
    firstId.push(id);
    for (let i = 0; i < block.count; i++, id++) {
      lang[id] = li;
      occ[id] = decodeOccupation(block.occ, i);
      const q = decodeQuality(block.quality, i);
      quality[id] = q.quality;
      primary[id] = q.primary ? 1 : 0;
    }
  });

  const { postingStart, postings } = decodePostings(raw.postings, vocab.length);
  const idf = new Float32Array(vocab.length);
  const titleWeight = new Float32Array(size);
  for (let t = 0; t < vocab.length; t++) {
    const start = postingStart[t] ?? 0;
    const end = postingStart[t + 1] ?? 0;
    const w = Math.log(1 + size / Math.max(1, end - start));
    idf[t] = w;
    for (let k = start; k < end; k++) {
      const title = postings[k] ?? 0;
      titleWeight[title] = (titleWeight[title] ?? 0) + w;
    }
  }

  // Title offsets per language and the word table, built when a title is first shown.
  const offsets: (Int32Array | undefined)[] = [];
  const offsetsOf = (li: number): Int32Array =>
    (offsets[li] ??= titleOffsets(blocks[li]?.text ?? "", blocks[li]?.count ?? 0));
  let words: WordTable | undefined;
  let typos: TypoIndex | undefined;
  let oneOffTypos: TypoIndex | undefined;

  return {
    languages,
    size,
    lang,
    occ,
    quality,
    primary,
    vocab,
    idf,
    titleWeight,
    postingStart,
    postings,
    typos: () => (typos ??= buildTypoIndex(vocab, postingStart)),
    oneOffTypos: () => (oneOffTypos ??= buildTypoIndex(vocab, postingStart, "one-off")),
    text(titleId: number): string {
      const li = lang[titleId] ?? 0;
      const o = offsetsOf(li);
      const i = titleId - (firstId[li] ?? 0);
      return displayText(blocks[li]?.text ?? "", o[i] ?? 0, (o[i + 1] ?? 1) - 1, (words ??= wordTable(raw.words)));
    },
    tokenId(word: string): number {
      return binarySearch(vocab, word);
    },
  };
}

export function documentFrequency(index: TitleIndex, token: number): number {
  return (index.postingStart[token + 1] ?? 0) - (index.postingStart[token] ?? 0);
}

function binarySearch(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid] ?? "";
    if (v < key) lo = mid + 1;
    else if (v > key) hi = mid - 1;
    else return mid;
  }
  return -1;
}

export function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? "") < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
