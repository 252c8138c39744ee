import { company } from '@/src/config/site';

/**
 * An original, static map of the office's neighbourhood (no third-party map loads). Stylised, not to
 * scale; the 'Open in Google Maps' link beside it gives directions.
 */
export function OfficeMap({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 640 400"
      className={className}
      role="img"
      aria-label={`Map: ${company.name} at ${company.address.streetAddress}, ${company.address.addressLocality}, near the railway station and Shivaji Park`}
    >
      <rect width="640" height="400" fill="#eef1f6" />
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
      {/* office pin */}
      <g transform="translate(270 140)">
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
