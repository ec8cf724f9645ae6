// A wall-clock time (HH:MM) as minutes after midnight and back, for the board's rows and a block's default end.

/** "14:30" → 870. */
export const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** 870 → "14:30". */
export const clockTimeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
