/** Generated artwork: a catering spread seen from above, drawn in the brand's palette. */
export function TableArtwork({
  title = 'A catering spread of plated dishes, herbs and a serving cloche',
}: {
  title?: string;
}) {
  return (
    <svg
      viewBox="0 0 480 360"
      role="img"
      aria-label={title}
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <defs>
        <radialGradient id="plate" cx="50%" cy="45%" r="60%">
          <stop offset="0%" stopColor="#ffffff" />
          <stop offset="100%" stopColor="#efe6da" />
        </radialGradient>
        <linearGradient id="cloche" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#f4d8a8" />
          <stop offset="100%" stopColor="#c98b3f" />
        </linearGradient>
      </defs>
      <rect width="480" height="360" rx="28" fill="#7c360f" />
      <rect x="18" y="18" width="444" height="324" rx="20" fill="#9a4413" />
      <g opacity="0.18" stroke="#fde68a" strokeWidth="2">
        {[40, 90, 140, 190, 240, 290, 340, 390, 440].map((x) => (
          <line key={x} x1={x} y1="18" x2={x} y2="342" />
        ))}
      </g>
      <circle cx="140" cy="130" r="78" fill="url(#plate)" />
      <circle cx="140" cy="130" r="58" fill="#fbf3e6" />
      <path d="M104 132c18-26 54-30 74-4-14 22-52 30-74 4z" fill="#e2673a" />
      <path d="M112 150c20 8 42 8 60-2" stroke="#74aa52" strokeWidth="6" strokeLinecap="round" fill="none" />
      <circle cx="128" cy="118" r="5" fill="#fde68a" />
      <circle cx="150" cy="124" r="4" fill="#fde68a" />
      <circle cx="345" cy="235" r="82" fill="url(#plate)" />
      <circle cx="345" cy="235" r="60" fill="#fbf3e6" />
      <g fill="#86b568">
        <ellipse cx="325" cy="220" rx="20" ry="9" transform="rotate(-30 325 220)" />
        <ellipse cx="362" cy="228" rx="20" ry="9" transform="rotate(25 362 228)" />
        <ellipse cx="342" cy="256" rx="20" ry="9" transform="rotate(-5 342 256)" />
      </g>
      <circle cx="330" cy="240" r="7" fill="#e2673a" />
      <circle cx="358" cy="248" r="6" fill="#f3a473" />
      <g transform="translate(300 58)">
        <ellipse cx="70" cy="96" rx="88" ry="14" fill="#5f2909" opacity="0.35" />
        <path d="M-8 92a78 78 0 0 1 156 0z" fill="url(#cloche)" />
        <rect x="-16" y="88" width="172" height="10" rx="5" fill="#f4d8a8" />
        <circle cx="70" cy="10" r="9" fill="#f4d8a8" />
      </g>
      <g transform="translate(70 250)">
        <rect width="150" height="70" rx="14" fill="#fbf3e6" />
        <rect x="12" y="12" width="58" height="46" rx="8" fill="#f3a473" />
        <rect x="80" y="12" width="58" height="46" rx="8" fill="#a2c68b" />
      </g>
      <g stroke="#fde68a" strokeWidth="5" strokeLinecap="round">
        <line x1="236" y1="80" x2="236" y2="180" />
        <line x1="256" y1="80" x2="256" y2="180" />
      </g>
    </svg>
  );
}
