/** A download's size as its link gives it: whole kilobytes, never "0 KB". */
export const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;
