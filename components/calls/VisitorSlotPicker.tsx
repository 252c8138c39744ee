import { useState, type FormEvent } from 'react';
import { sameClockAsAgency, slotDays, zonePlace } from '@/src/calls/slot-days';
import { SlotPicker } from './SlotPicker';
import styles from './SlotPicker.module.css';

/** The visitor's time zone, as their browser names it ('' when it names none). */
function visitorZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/**
 * The picker as the browser draws it, loaded once the page has hydrated: the times on the visitor's
 * clock with IST beside them (IST alone for a clock that reads the same), less those someone
 * requested meanwhile, and the chosen time in words.
 */
export function VisitorSlotPicker({
  starts,
  taken,
  invalid,
  onChoose,
}: {
  starts: readonly string[];
  /** Times refused as taken during this visit: they leave the list. */
  taken: ReadonlySet<string>;
  invalid: boolean;
  onChoose: () => void;
}) {
  const [choice, setChoice] = useState({ start: '', label: '', day: '' });
  const [lastTaken, setLastTaken] = useState(taken);
  if (lastTaken !== taken) {
    // A time was refused: the list is drawn again without it, on the day the visitor was on.
    setLastTaken(taken);
    setChoice((before) => ({ ...before, start: '', label: '' }));
  }
  const zone = visitorZone();
  const left = starts.filter((start) => !taken.has(start));
  const visitorClock = zone !== '' && !sameClockAsAgency(left, zone);

  function onChange(event: FormEvent<HTMLDivElement>) {
    const input = event.target as HTMLInputElement;
    if (input.name === 'day') setChoice((before) => ({ ...before, day: input.value }));
    if (input.name === 'slot') {
      setChoice((before) => ({
        ...before,
        start: input.value,
        label: input.getAttribute('aria-label') ?? '',
      }));
      onChoose();
    }
  }

  return (
    <div className={styles.visitorPicker} onChange={onChange}>
      <input type="hidden" name="time_zone" value={zone} />
      <SlotPicker
        key={[...taken].join()}
        days={slotDays(left, visitorClock ? zone : undefined)}
        place={visitorClock ? zonePlace(zone) : undefined}
        chosen={choice.start}
        // Until the visitor picks a day, the one the server showed (its date on the visitor's clock).
        day={choice.day || slotDays(left)[0]?.key}
        invalid={invalid}
      />
      <p className={styles.choice} aria-live="polite">
        {choice.label ? (
          <>
            Your call: <strong>{choice.label}</strong>
          </>
        ) : null}
      </p>
    </div>
  );
}
