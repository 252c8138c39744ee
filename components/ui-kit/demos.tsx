'use client';

import { useState } from 'react';
import { DonationPicker, formatInr } from '@/components/ui-kit/widgets/DonationPicker';
import {
  formatPrice,
  initialPriceRange,
  PriceRangeSlider,
} from '@/components/ui-kit/widgets/PriceRangeSlider';
import { QuantityStepper } from '@/components/ui-kit/widgets/QuantityStepper';
import { donationCause, starterTemplates } from '@/components/ui-kit/samples';
import styles from './UiKit.module.css';

/** Price-range demo: the slider filters a list of starter templates as it moves. */
export function PriceRangeDemo() {
  const [[low, high], setRange] = useState(initialPriceRange);
  const shown = starterTemplates.filter((t) => t.price >= low && t.price <= high);
  return (
    <div className={styles.split}>
      <PriceRangeSlider label="Template price" onChange={setRange} />
      <div>
        <p className={styles.note} aria-live="polite">
          {shown.length} of {starterTemplates.length} starter templates between {formatPrice(low)} and{' '}
          {formatPrice(high)}
        </p>
        <ul className={styles.priceList}>
          {shown.map((t) => (
            <li key={t.name}>
              <span>{t.name}</span>
              <strong>{formatPrice(t.price)}</strong>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Quantity demo: months of a care plan, with the running total. */
export function QuantityDemo({ monthlyPrice }: { monthlyPrice: number }) {
  const [months, setMonths] = useState(3);
  return (
    <div className={styles.inline}>
      <QuantityStepper label="Months of care" defaultValue={3} onChange={setMonths} />
      <p className={styles.total}>
        {months} × {formatInr(monthlyPrice)} = <strong>{formatInr(months * monthlyPrice)}</strong>
      </p>
    </div>
  );
}

/** Donation demo: the picker and an honest confirmation (the kit takes no payment). */
export function DonationDemo({ contactEmail }: { contactEmail: string }) {
  const [pledged, setPledged] = useState<number | null>(null);
  return (
    <div className={styles.split}>
      <div>
        <h3 className={styles.cardTitle}>{donationCause.title}</h3>
        <p>{donationCause.text}</p>
      </div>
      <div>
        <DonationPicker
          legend="Choose a pledge"
          submitLabel="Pledge"
          onSubmit={setPledged}
          contactEmail={contactEmail}
        />
        <p className={styles.confirmation} role="status">
          {pledged !== null &&
            `Thank you: a pledge of ${formatInr(pledged)} for ${donationCause.title} is noted. This page is a UI kit sample, so no payment was taken.`}
        </p>
      </div>
    </div>
  );
}
