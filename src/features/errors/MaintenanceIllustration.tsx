/** A stable door with a horse looking out and a wheelbarrow of bedding (decorative, drawn inline). */
export function MaintenanceIllustration({ title }: { title: string }) {
  return (
    <svg viewBox="0 0 320 200" width="100%" style={{ maxWidth: 360 }} role="img" aria-label={title}>
      <rect x="0" y="170" width="320" height="30" fill="#e9dcb5" />
      <rect x="70" y="30" width="150" height="140" rx="6" fill="#7a4f0b" />
      <rect x="82" y="44" width="126" height="56" fill="#2b1d08" />
      <path d="M82 100h126v70H82z" fill="#9b6a1f" />
      <path d="M82 100l126 70M208 100L82 170" stroke="#7a4f0b" strokeWidth="6" />
      <path d="M128 100c-4-30 8-52 30-58 10-3 20 2 22 10l6 24c2 8-3 14-10 14h-8l-4 10z" fill="#c89b63" />
      <path d="M150 44l-6-14 14 10zM170 46l2-15 8 14z" fill="#c89b63" />
      <circle cx="170" cy="62" r="3.5" fill="#17181a" />
      <path d="M132 60c8-10 16-14 26-16" stroke="#3f2a0c" strokeWidth="6" strokeLinecap="round" fill="none" />
      <g transform="translate(228 128)">
        <path d="M0 10h62l-10 26H10z" fill="#24472b" />
        <path d="M4 10c6-16 20-18 28-8 6-10 22-10 28 8z" fill="#f3e7c4" stroke="#d9c48c" strokeWidth="2" />
        <circle cx="20" cy="40" r="6" fill="#17181a" />
        <path d="M60 20l22-8" stroke="#24472b" strokeWidth="5" strokeLinecap="round" />
      </g>
    </svg>
  );
}
