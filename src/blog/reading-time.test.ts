// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  countWords,
  readingMinutes,
  readingTimeLabel,
  SECONDS_PER_IMAGE,
  WORDS_PER_MINUTE,
} from './reading-time';

const paragraph = (words: number) =>
  `<p>${Array.from({ length: words }, (_, i) => `word${i}`).join(' ')}</p>`;

describe('countWords', () => {
  it('counts the words a reader sees: tags, entities and punctuation are not words', () => {
    expect(countWords('<p>Hello <strong>brave</strong> new&nbsp;world &mdash; again.</p>')).toBe(5);
  });

  it('separates words across block boundaries', () => {
    expect(
      countWords(
        '<h2>One</h2><p>two</p><ul><li>three</li><li>four</li></ul><figure><figcaption>five</figcaption></figure>',
      ),
    ).toBe(5);
  });

  it('ignores script and style content', () => {
    expect(
      countWords('<p>Visible words</p><script>var hidden = 1;</script><style>p{color:red}</style>'),
    ).toBe(2);
  });

  it('counts words in other scripts too', () => {
    expect(countWords('<p>मराठी आणि हिंदी typography</p>')).toBe(4);
  });
});

describe('readingMinutes', () => {
  it('is the word count at the reading pace, rounded', () => {
    expect(readingMinutes(paragraph(WORDS_PER_MINUTE * 4))).toBe(4);
    expect(readingMinutes(paragraph(WORDS_PER_MINUTE * 4 + WORDS_PER_MINUTE / 2 + 1))).toBe(5);
    expect(readingMinutes(paragraph(WORDS_PER_MINUTE * 4 + WORDS_PER_MINUTE / 2 - 1))).toBe(4);
  });

  it('is never less than a minute, even for an empty body', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('<p>Short.</p>')).toBe(1);
  });

  it('adds time for each picture', () => {
    const images = Math.ceil(60 / SECONDS_PER_IMAGE);
    const figures = '<figure><img src="/a.png" alt=""></figure>'.repeat(images);
    expect(readingMinutes(paragraph(WORDS_PER_MINUTE * 2) + figures)).toBe(3);
  });
});

it('labels the minutes', () => {
  expect(readingTimeLabel(6)).toBe('6 min read');
});
