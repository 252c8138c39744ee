'use client';

import { useEffect, useState } from 'react';
import { timings } from '@/src/config/behaviour';
import { useReducedMotion } from '@/components/widgets/use-reduced-motion';
import styles from './Typewriter.module.css';
import { Icon } from '@/components/icons/Icon';

export type TypewriterState = { index: number; text: string; deleting: boolean };

/**
 * One step of the rotator: type or delete a character. Returns the next state and how long to wait
 * before the step after it: `period` with a whole word shown, a short pause on the empty line.
 */
export function typewriterStep(
  state: TypewriterState,
  words: readonly string[],
  period: number,
): { state: TypewriterState; delay: number } {
  const full = words[state.index % words.length] ?? '';
  const text = state.deleting ? full.slice(0, state.text.length - 1) : full.slice(0, state.text.length + 1);
  if (!state.deleting && text === full) return { state: { ...state, text, deleting: true }, delay: period };
  if (state.deleting && text === '')
    return {
      state: { index: (state.index + 1) % words.length, text, deleting: false },
      delay: timings.typewriterEmptyPause,
    };
  return {
    state: { ...state, text },
    delay: state.deleting ? timings.typewriterDeleteMs : timings.typewriterTypeMs,
  };
}

/**
 * Typewriter text rotator: types each word, holds it for `period` ms (default
 * `timings.typewriterPeriod`, 2000), deletes it and moves on. Screen readers get every word at once
 * as plain text; the animation is hidden from them. It has a pause button (WCAG 2.2.2) and stays
 * still, listing every word, with reduced motion.
 */
export function Typewriter({
  words,
  period = timings.typewriterPeriod,
}: {
  words: readonly string[];
  period?: number;
}) {
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  // The first word starts fully typed: server HTML is meaningful and nothing shifts on hydration.
  const [state, setState] = useState<TypewriterState>({ index: 0, text: words[0] ?? '', deleting: true });
  const [delay, setDelay] = useState(period);

  useEffect(() => {
    if (reduced || paused || words.length < 2) return;
    const timer = setTimeout(() => {
      const next = typewriterStep(state, words, period);
      setState(next.state);
      setDelay(next.delay);
    }, delay);
    return () => clearTimeout(timer);
  }, [state, delay, words, period, reduced, paused]);

  if (reduced) return <span className={styles.static}>{words.join(' / ')}</span>;

  return (
    <span className={styles.typewriter}>
      <span className="visually-hidden">{words.join(', ')}</span>
      <span className={styles.text} aria-hidden="true" data-testid="typewriter-text">
        {state.text}
        <span className={styles.caret} data-paused={paused ? 'true' : undefined} />
      </span>
      {words.length > 1 && (
        <button
          type="button"
          className={styles.pause}
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
        >
          <span className="visually-hidden">Pause text animation</span>
          <Icon name={paused ? 'play' : 'pause'} size={14} />
        </button>
      )}
    </span>
  );
}
