import type { ReactNode } from 'react';
import { company } from '@/src/config/site';
import type { Office, OfficeKey } from '@/src/content/company';

/** The neighbourhood of each office: what the picture shows and how a screen reader names it. */
const pictures: Record<OfficeKey, { label: string; body: ReactNode; pin: [number, number] }> = {
  kolhapur: {
    label: 'near the railway station and Shivaji Park',
    pin: [270, 140],
    body: (
      <>
        {/* river */}
        <path
          d="M-10 330 C 120 290, 200 380, 330 340 S 560 300, 650 350 L 650 410 L -10 410 Z"
          fill="#bfdbfe"
        />
        {/* park */}
        <rect x="380" y="70" width="150" height="110" rx="14" fill="#bbf7d0" />
        <circle cx="420" cy="110" r="12" fill="#86efac" />
        <circle cx="470" cy="140" r="16" fill="#86efac" />
        <circle cx="500" cy="100" r="10" fill="#86efac" />
        {/* blocks */}
        <g fill="#dde3ee">
          <rect x="40" y="40" width="120" height="80" rx="8" />
          <rect x="40" y="160" width="120" height="90" rx="8" />
          <rect x="200" y="40" width="140" height="80" rx="8" />
          <rect x="200" y="160" width="140" height="90" rx="8" />
          <rect x="570" y="40" width="60" height="140" rx="8" />
          <rect x="380" y="220" width="250" height="40" rx="8" />
        </g>
        {/* roads */}
        <g stroke="#ffffff" strokeWidth="16" strokeLinecap="round" fill="none">
          <path d="M0 140 H640" />
          <path d="M180 0 V300" />
          <path d="M360 0 V300" />
          <path d="M550 0 V200" />
          <path d="M0 275 C 200 265, 420 290, 640 280" />
        </g>
        {/* railway */}
        <path d="M0 20 H640" stroke="#94a3b8" strokeWidth="6" />
        <path d="M0 20 H640" stroke="#eef1f6" strokeWidth="2" strokeDasharray="8 8" />
        <g fontFamily="system-ui, sans-serif" fontSize="13" fontWeight="600" fill="#4f5870">
          <text x="20" y="134">
            Station Road
          </text>
          <text x="400" y="160">
            Shivaji Park
          </text>
          <text x="380" y="36">
            Kolhapur Railway Station
          </text>
          <text x="40" y="370">
            Panchganga River
          </text>
        </g>
      </>
    ),
  },
  pune: {
    label: 'on Baner Road, below Baner Hill and near the Mumbai–Bengaluru highway',
    pin: [330, 190],
    body: (
      <>
        {/* river */}
        <path d="M-10 40 C 140 70, 260 10, 420 45 S 600 60, 650 30 L 650 -10 L -10 -10 Z" fill="#bfdbfe" />
        {/* hill */}
        <path
          d="M-10 400 L -10 300 C 60 250, 140 250, 210 300 C 250 330, 270 370, 280 400 Z"
          fill="#bbf7d0"
        />
        <circle cx="80" cy="320" r="14" fill="#86efac" />
        <circle cx="140" cy="300" r="10" fill="#86efac" />
        <circle cx="170" cy="350" r="16" fill="#86efac" />
        {/* blocks */}
        <g fill="#dde3ee">
          <rect x="40" y="110" width="130" height="70" rx="8" />
          <rect x="210" y="90" width="120" height="60" rx="8" />
          <rect x="380" y="100" width="110" height="70" rx="8" />
          <rect x="300" y="240" width="140" height="80" rx="8" />
          <rect x="470" y="230" width="70" height="120" rx="8" />
        </g>
        {/* roads: Baner Road across, the highway at the east edge, a side road */}
        <g stroke="#ffffff" strokeLinecap="round" fill="none">
          <path d="M-10 215 C 160 200, 400 195, 650 175" strokeWidth="18" />
          <path d="M590 -10 C 575 120, 580 260, 600 410" strokeWidth="22" />
          <path d="M250 215 C 255 280, 250 340, 270 410" strokeWidth="12" />
          <path d="M360 200 C 360 160, 350 120, 345 60" strokeWidth="12" />
        </g>
        <path d="M590 -10 C 575 120, 580 260, 600 410" stroke="#fcd34d" strokeWidth="3" fill="none" />
        <g fontFamily="system-ui, sans-serif" fontSize="13" fontWeight="600" fill="#4f5870">
          <text x="20" y="240">
            Baner Road
          </text>
          <text x="40" y="390">
            Baner Hill
          </text>
          <text x="460" y="30">
            Mula River
          </text>
          <text x="470" y="385" textAnchor="end">
            Mumbai–Bengaluru Highway
          </text>
        </g>
      </>
    ),
  },
};

/**
 * An original, static map of an office's neighbourhood (no third-party map loads). Stylised, not to
 * scale; the 'Open in Google Maps' link beside it gives directions.
 */
export function OfficeMap({
  office,
  details,
  className,
}: {
  office: OfficeKey;
  details: Office;
  className?: string;
}) {
  const picture = pictures[office];
  const { address } = details;
  const [x, y] = picture.pin;
  return (
    <svg
      viewBox="0 0 640 400"
      className={className}
      role="img"
      aria-label={`Map: ${company.name}, ${details.name}, at ${address.streetAddress}, ${address.addressLocality}, ${picture.label}`}
    >
      <rect width="640" height="400" fill="#eef1f6" />
      {picture.body}
      {/* office pin */}
      <g transform={`translate(${x} ${y})`}>
        <circle r="34" fill="#ff7a2e" opacity=".2" />
        <path
          d="M0 -4 C -14 -30, -22 -40, -22 -52 A 22 22 0 0 1 22 -52 C 22 -40, 14 -30, 0 -4 Z"
          fill="#c2410c"
        />
        <circle cy="-52" r="8" fill="#fff" />
        <rect x="-74" y="6" width="148" height="28" rx="14" fill="#0b1020" />
        <text
          y="25"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontSize="13"
          fontWeight="700"
          fill="#fff"
        >
          {company.shortName} Infotech
        </text>
      </g>
    </svg>
  );
}
