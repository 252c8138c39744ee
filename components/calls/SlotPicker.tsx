import type { ReactNode } from 'react';
import Link from 'next/link';
import { AGENCY_ZONE_LABEL, type SlotDay } from '@/src/calls/slot-days';
import styles from './SlotPicker.module.css';

/**
 * The offered times: a tab per day and that day's times, all radio buttons (days `day`, times
 * `slot`), the checked day's times shown by CSS alone, so it works without JavaScript. The server
 * renders it in IST; in the browser the call form renders it again on the visitor's clock (`place`
 * names the visitor's zone when its clock is not IST's). Uncontrolled: the browser keeps what is
 * checked.
 */
export function SlotPicker({
  days,
  place,
  chosen = '',
  day = '',
  invalid = false,
}: {
  days: readonly SlotDay[];
  /** The visitor's zone for people ('New York'); absent when the times are IST's. */
  place?: string;
  /** The time checked at first, and the day shown at first (else the chosen time's, else the first). */
  chosen?: string;
  day?: string;
  /** The form found no time chosen: the times are marked and described by the error. */
  invalid?: boolean;
}) {
  const shown =
    days.find((d) => d.key === day) ?? days.find((d) => d.slots.some((s) => s.start === chosen)) ?? days[0];
  return (
    <>
      <p className={styles.zoneNote}>
        {place
          ? `Times are on your clock (${place}), with India time (${AGENCY_ZONE_LABEL}) beside them.`
          : `Times are in India Standard Time (${AGENCY_ZONE_LABEL}).`}
      </p>
      {days.length === 0 ? (
        <p className={styles.empty}>
          Every time we can offer has been requested. Please <Link href="/contact">send us a message</Link>{' '}
          and we will find one.
        </p>
      ) : (
        <div className={styles.picker}>
          <fieldset className={styles.field}>
            <legend className="visually-hidden">Day</legend>
            <div className={styles.dayTabs}>
              {days.map((d) => {
                const [name, ...date] = d.label.split(' ');
                return (
                  <RadioTile
                    key={d.key}
                    className={styles.dayTab}
                    name="day"
                    value={d.key}
                    checked={d.key === shown?.key}
                    label={`${d.label}, ${d.slots.length} free`}
                  >
                    <span className={styles.dayName}>{name}</span>
                    <span className={styles.dayDate}>{date.join(' ')}</span>
                    <span className={styles.dayCount}>{d.slots.length} free</span>
                  </RadioTile>
                );
              })}
            </div>
          </fieldset>
          <fieldset
            className={styles.field}
            aria-describedby={invalid ? 'call-slot-error' : undefined}
            data-invalid={invalid ? '' : undefined}
          >
            <legend className="visually-hidden">Time</legend>
            <div>
              {days.map((d) => (
                <div key={d.key} className={styles.panel}>
                  <p className={styles.panelDay} aria-hidden="true">
                    {d.longLabel}
                  </p>
                  <div className={styles.slots}>
                    {d.slots.map((slot) => (
                      <RadioTile
                        key={slot.start}
                        className={styles.slot}
                        name="slot"
                        value={slot.start}
                        checked={slot.start === chosen}
                        label={slot.label}
                      >
                        <span className={styles.slotTime}>{slot.time}</span>
                        {place ? (
                          <span className={styles.slotAgency}>
                            {slot.agencyTime} {AGENCY_ZONE_LABEL}
                          </span>
                        ) : null}
                      </RadioTile>
                    ))}
                  </div>
                </div>
              ))}
            </div>
          </fieldset>
        </div>
      )}
    </>
  );
}

/** A radio button as a tile: the input covers it, unseen; `label` is what a screen reader hears. */
function RadioTile({
  className,
  name,
  value,
  checked,
  label,
  children,
}: {
  className?: string;
  name: string;
  value: string;
  checked: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input
        type="radio"
        name={name}
        value={value}
        className={styles.input}
        defaultChecked={checked}
        aria-label={label}
      />
      {children}
    </label>
  );
}
