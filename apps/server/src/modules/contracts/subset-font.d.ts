declare module 'subset-font' {
  /** harfbuzz hb-subset: `font` reduced to the glyphs of `text`. */
  export default function subsetFont(font: Buffer, text: string, options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; preserveNameIds?: number[] }): Promise<Buffer>;
}
