// pdfmake 0.3's server entry, as the invoice documents use it (the library ships no types of its own).
declare module 'pdfmake' {
  type Fonts = Record<string, { normal: string; bold: string; italics: string; bolditalics: string }>;
  const pdfmake: {
    setFonts(fonts: Fonts): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    createPdf(definition: Record<string, unknown>): { getBuffer(): Promise<Buffer> };
  };
  export default pdfmake;
}
