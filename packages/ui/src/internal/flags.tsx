/** Small decorative flags (20×14) of the language options; the option's label names it. */
const stripes = (colors: string[], vertical = false) =>
  colors.map((color, index) => {
    const size = 1 / colors.length;
    return vertical ? (
      <rect
        key={color + String(index)}
        x={index * size * 20}
        y={0}
        width={size * 20}
        height={14}
        fill={color}
      />
    ) : (
      <rect
        key={color + String(index)}
        x={0}
        y={index * size * 14}
        width={20}
        height={size * 14}
        fill={color}
      />
    );
  });

const FLAGS: Record<string, () => React.ReactNode> = {
  de: () => stripes(['#000', '#dd0000', '#ffce00']),
  it: () => stripes(['#009246', '#fff', '#ce2b37'], true),
  fr: () => stripes(['#0055a4', '#fff', '#ef4135'], true),
  nl: () => stripes(['#ae1c28', '#fff', '#21468b']),
  pl: () => stripes(['#fff', '#dc143c']),
  id: () => stripes(['#ce1126', '#fff']),
  es: () => stripes(['#aa151b', '#f1bf00', '#f1bf00', '#aa151b']),
  gb: () => (
    <>
      <rect width={20} height={14} fill="#012169" />
      <path d="M0 0l20 14M20 0L0 14" stroke="#fff" strokeWidth={3} />
      <path d="M0 0l20 14M20 0L0 14" stroke="#c8102e" strokeWidth={1} />
      <path d="M10 0v14M0 7h20" stroke="#fff" strokeWidth={4} />
      <path d="M10 0v14M0 7h20" stroke="#c8102e" strokeWidth={2} />
    </>
  ),
  us: () => (
    <>
      {stripes(['#b22234', '#fff', '#b22234', '#fff', '#b22234', '#fff', '#b22234'])}
      <rect width={9} height={8} fill="#3c3b6e" />
    </>
  ),
  global: () => (
    <>
      <rect width={20} height={14} fill="#1a5fb4" />
      <circle cx={10} cy={7} r={5} fill="none" stroke="#fff" strokeWidth={1} />
      <path
        d="M5 7h10M10 2v10M7 3.5c1.6 2.4 1.6 4.6 0 7M13 3.5c-1.6 2.4-1.6 4.6 0 7"
        stroke="#fff"
        strokeWidth={0.8}
        fill="none"
      />
    </>
  ),
};

export function Flag({ country }: { country: string }) {
  const draw = FLAGS[country] ?? FLAGS.global;
  return (
    <svg
      className="shop-flag"
      viewBox="0 0 20 14"
      width="20"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      {draw?.()}
    </svg>
  );
}
