import type { Glyph } from './control-glyphs';

/** The icon set's content glyphs (24 px grid): services, contact and social marks, drawn through the sprite. */
export const code: Glyph = { d: 'M8 6 2 12l6 6M16 6l6 6-6 6M14 4l-4 16' };
export const browser: Glyph = {
  d: 'M4 3h16a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM2 8h20M6 5.5h.01M9 5.5h.01M6 12h7M6 15.5h5M16 12h2v4h-2z',
};
export const layout: Glyph = {
  d: 'M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 9h18M9 21V9',
};
export const megaphone: Glyph = {
  d: 'M3 11v2a1 1 0 0 0 1 1h3l6 5V5L7 10H4a1 1 0 0 0-1 1zM17 8a5 5 0 0 1 0 8M20 5a9 9 0 0 1 0 14',
};
export const android: Glyph = {
  d: 'M7 9h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2zM5 9a7 7 0 0 1 14 0M8 4l1.5 2.5M16 4l-1.5 2.5M9 19v2M15 19v2',
};
export const apple: Glyph = {
  d: 'M9 2h6a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3zM10 18h4',
};
export const gauge: Glyph = { d: 'M12 14l4-4M3.5 18a10 10 0 1 1 17 0' };
export const shield: Glyph = { d: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4' };
export const devices: Glyph = {
  d: 'M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v8H4zM2 18h12M17 10h4a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1z',
};
export const chart: Glyph = { d: 'M3 3v18h18M7 15l4-4 3 3 6-6' };
export const support: Glyph = {
  d: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2zM20 14a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2zM17 16v1a3 3 0 0 1-3 3h-2',
};
export const palette: Glyph = {
  d: 'M12 22a10 10 0 1 1 10-10c0 2.5-2 3-3.5 3H16a2 2 0 0 0-1.5 3.3A2 2 0 0 1 12 22zM7.5 11.5h.01M10.5 7.5h.01M15.5 8.5h.01',
};
export const rocket: Glyph = {
  d: 'M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M14 4c3-1.5 6-1 6-1s.5 3-1 6l-7 7-5-5zM9 11l-4 0 3-4h4M13 15v4l4-3v-4',
};
export const cloud: Glyph = { d: 'M7 18a5 5 0 0 1-.7-9.95A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9z' };
export const users: Glyph = {
  d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75',
};
export const clock: Glyph = { d: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2' };
export const pin: Glyph = {
  d: 'M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
};
export const check: Glyph = { d: 'M20 6 9 17l-5-5' };
export const download: Glyph = { d: 'M12 3v12M7 10l5 5 5-5M4 21h16' };
export const file: Glyph = {
  d: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M8 13h8M8 17h5',
};
export const quote: Glyph = {
  d: 'M7 11H4V7a3 3 0 0 1 3-3M7 11v3a3 3 0 0 1-3 3M17 11h-3V7a3 3 0 0 1 3-3M17 11v3a3 3 0 0 1-3 3',
};
export const external: Glyph = {
  d: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
};
export const whatsapp: Glyph = {
  d: 'M3 21l1.6-4.8A9 9 0 1 1 8 19.6zM9 8.5c0 4 2.5 6.5 6.5 6.5l1-1.6-2.2-1-1 1c-1.3-.4-2.3-1.4-2.7-2.7l1-1-1-2.2z',
};
export const facebook: Glyph = {
  d: 'M13.5 21v-8h2.7l.4-3.1h-3.1V7.9c0-.9.3-1.5 1.6-1.5h1.7V3.6c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.5-4 4.1v2.3H7.7V13h2.7v8h3.1Z',
  filled: true,
};
export const linkedin: Glyph = {
  d: 'M4 9h3.5v11H4zM5.75 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.3v1.6c.6-1 1.9-1.9 3.7-1.9 3.4 0 4 2.2 4 5.1V20h-3.5v-5.3c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z',
};
export const twitter: Glyph = {
  d: 'M17.8 3h3.1l-6.8 7.7 8 10.3h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.9L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  filled: true,
};
export const pinterest: Glyph = {
  d: 'M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.5 2.2-.8 3.4-.2 1 .5 1.9 1.5 1.9 1.8 0 3.2-1.9 3.2-4.7 0-2.5-1.8-4.2-4.3-4.2-2.9 0-4.6 2.2-4.6 4.4 0 .9.3 1.8.8 2.3.1.1.1.2.1.3l-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2Z',
  filled: true,
};
export const instagram: Glyph = {
  d: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01',
};
export const star: Glyph = {
  d: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z',
  filled: true,
};
export const award: Glyph = { d: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.2 13.9 7 22l5-3 5 3-1.2-8.1' };
export const briefcase: Glyph = {
  d: 'M4 7h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zM16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2M2 13h20',
};
export const smile: Glyph = {
  d: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01',
};
