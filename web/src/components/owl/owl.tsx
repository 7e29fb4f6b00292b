import { type CSSProperties, type ReactNode, useId } from 'react';
import { cn } from '../../lib/utils.ts';

export type OwlVariant = 'loading' | 'welcome' | 'explore' | 'insights' | 'celebrating';

export interface OwlProps {
  variant: OwlVariant;
  className?: string;
  /** Rendered width and height in px (CSS size classes in className win). */
  size?: number;
  /** Accessible name. Pass an empty string when the owl is decorative. */
  title?: string;
  /**
   * Moves only while its link is hovered (a `group` ancestor): for the owl in the header, on
   * every page. An SVG part's animation is not run by the compositor, so a wave that never stops
   * restyles and repaints the header on the main thread every frame, on a slow phone a share of
   * every task while the page loads (docs/performance.md, "Where the blocking time goes"); and
   * moving content that starts by itself and lasts over five seconds needs a way to stop it.
   */
  stillUntilHover?: boolean;
}

/** The welcome wave: for good on the welcome screens, on hover in the header. */
const WAVE = 'motion-safe:animate-[strix-owl-wave_1.4s_ease-in-out_infinite]';
const WAVE_ON_HOVER = 'motion-safe:group-hover:animate-[strix-owl-wave_1.4s_ease-in-out_infinite]';

const AMBER = '#fbbf24';
const AMBER_DEEP = '#f59e0b';
const INK = '#14161c';
// Fallback fills; the fill-muted / fill-card classes swap in the theme's surfaces when present.
const PLUMAGE = '#2a2f3a';
const WING = '#323845';
const DISC = '#1b1f27';

// The keyframes (strix-owl-*) are in styles.css, not in a <style> inside the SVG: a style
// element added or removed with an owl (the welcome owl making way for the loading one when a
// search starts, and back) made the browser rebuild its whole stylesheet's rules each time
// (docs/performance.md, "Fourth reading (2026-11-30, third session): a faster machine, and the
// warm-up's stalls"). Every animation is attached through a `motion-safe:` class, so reduced
// motion gets the static pose: half-closed eyes, a still wing, confetti at rest.

const L_SHOULDER = { x: 37, y: 62 };
const R_SHOULDER = { x: 91, y: 62 };
const EYES = [
  { x: 50, y: 50 },
  { x: 78, y: 50 },
] as const;

function pivot(at: { x: number; y: number }, deg: number): CSSProperties {
  return {
    transformBox: 'view-box',
    transformOrigin: `${at.x}px ${at.y}px`,
    transform: `rotate(${deg}deg)`,
  };
}

/** SVG transform that swings the right wing out by `deg` and shortens it to hold a prop. */
function armed(deg: number): string {
  const { x, y } = R_SHOULDER;
  return `rotate(${deg} ${x} ${y}) translate(${x} ${y}) scale(0.8) translate(${-x} ${-y})`;
}

/** A wing hanging from its shoulder; rotate it around that shoulder to raise it. */
function Wing({ side }: { side: 'left' | 'right' }) {
  const d =
    side === 'left'
      ? 'M37 60C24 68 23 89 37 102C41 90 43 74 37 60Z'
      : 'M91 60C104 68 105 89 91 102C87 90 85 74 91 60Z';
  const x = side === 'left' ? 33 : 95;
  return (
    <>
      <path d={d} className="fill-muted" fill={WING} stroke="currentColor" strokeWidth={2.5} />
      <path
        d={`M${x} 76v16`}
        stroke="currentColor"
        strokeOpacity={0.45}
        strokeWidth={2}
        strokeLinecap="round"
      />
    </>
  );
}

const BLINK =
  'origin-center transform-fill motion-safe:animate-[strix-owl-blink_3.6s_ease-in-out_infinite]';

type EyeMode = 'open' | 'sleepy' | 'happy';

function Eyes({ mode, look = [0, 0] }: { mode: EyeMode; look?: readonly [number, number] }) {
  return (
    <g>
      {EYES.map(({ x, y }) => (
        <g key={x} className={mode === 'sleepy' ? BLINK : undefined}>
          <circle cx={x} cy={y} r={11} fill={INK} />
          {mode === 'happy' ? (
            <path
              d={`M${x - 6} ${y + 2.5}Q${x} ${y - 6} ${x + 6} ${y + 2.5}`}
              fill="none"
              stroke={AMBER}
              strokeWidth={3.2}
              strokeLinecap="round"
            />
          ) : (
            <>
              <circle cx={x} cy={y} r={8.5} fill={AMBER} />
              <circle cx={x + look[0]} cy={y + look[1]} r={4.3} fill={INK} />
              <circle cx={x + look[0] - 1.6} cy={y + look[1] - 1.8} r={1.5} fill="#fff" />
            </>
          )}
          {mode === 'sleepy' && (
            <g>
              <path d={`M${x - 11} ${y}A11 11 0 0 1 ${x + 11} ${y}Z`} fill={INK} />
              <path
                d={`M${x - 9.5} ${y}H${x + 9.5}`}
                stroke={AMBER_DEEP}
                strokeWidth={1.6}
                strokeLinecap="round"
              />
            </g>
          )}
        </g>
      ))}
    </g>
  );
}

const CHEVRONS: ReadonlyArray<readonly [number, number]> = [
  [56, 80],
  [64, 80],
  [72, 80],
  [52, 88],
  [60, 88],
  [68, 88],
  [76, 88],
  [56, 96],
  [64, 96],
  [72, 96],
];

/** Body, facial disc, beak, chest and feet: everything the variants share. */
function Body() {
  return (
    <>
      <path
        d="M41 108l-1 6M46 108.5v6M51 108l1 6M77 108l-1 6M82 108.5v6M87 108l1 6"
        stroke={AMBER_DEEP}
        strokeWidth={2.6}
        strokeLinecap="round"
      />
      <path
        d="M30 13L47 28Q64 22.5 81 28L98 13L93 37C101 51 101 74 96 88C91 102 79 110 64 110C49 110 37 102 32 88C27 74 27 51 35 37Z"
        className="fill-muted"
        fill={PLUMAGE}
        stroke="currentColor"
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <path
        d="M34 41Q48 30 64 43Q80 30 94 41Q97 60 80 66Q70 68 64 62Q58 68 48 66Q31 60 34 41Z"
        className="fill-card"
        fill={DISC}
        stroke="currentColor"
        strokeOpacity={0.7}
        strokeWidth={1.5}
      />
      <path
        d={CHEVRONS.map(([x, y]) => `M${x - 3} ${y}l3 2.5l3-2.5`).join('')}
        fill="none"
        stroke="currentColor"
        strokeOpacity={0.5}
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}

function Beak() {
  return <path d="M64 56.5L68.5 62L64 71L59.5 62Z" fill={AMBER_DEEP} />;
}

/** Drawn in the owl's own coordinates; the explore pose shifts the owl left to make room. */
function MagnifyingGlass() {
  return (
    <g stroke="currentColor" strokeLinecap="round">
      <path d="M113 84L120 73" strokeWidth={5.5} />
      <circle cx={126} cy={63} r={10.5} fill={AMBER} fillOpacity={0.18} strokeWidth={3.2} />
      <path d="M120 60a6.5 6.5 0 0 1 5-3.8" fill="none" stroke="#fff" strokeWidth={1.8} />
    </g>
  );
}

function Glasses() {
  return (
    <g fill="none" stroke="currentColor" strokeWidth={2.2}>
      {EYES.map(({ x, y }) => (
        <rect key={x} x={x - 12.5} y={y - 11} width={25} height={22} rx={8} />
      ))}
      <path d="M62.5 48q1.5-2 3 0M37.5 47l-5-3M90.5 47l5-3" strokeLinecap="round" />
    </g>
  );
}

function BarChart() {
  return (
    <g>
      <rect
        x={108}
        y={62}
        width={27}
        height={36}
        rx={4}
        className="fill-card"
        fill={DISC}
        stroke="currentColor"
        strokeWidth={2}
      />
      <rect x={113} y={83} width={5} height={10} rx={1} fill={AMBER} fillOpacity={0.55} />
      <rect x={119.5} y={77} width={5} height={16} rx={1} fill={AMBER} fillOpacity={0.8} />
      <rect x={126} y={69} width={5} height={24} rx={1} fill={AMBER} />
      <path
        d="M112 78l7-6 5 3 7-8"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

const CONFETTI: ReadonlyArray<{ x: number; y: number; r: number; c: string; dot?: boolean }> = [
  { x: 14, y: 22, r: 20, c: AMBER },
  { x: 26, y: 8, r: -30, c: '#38bdf8' },
  { x: 8, y: 44, r: 60, c: 'currentColor' },
  { x: 20, y: 36, r: 0, c: '#fb7185', dot: true },
  { x: 110, y: 14, r: -20, c: '#34d399' },
  { x: 102, y: 4, r: 0, c: AMBER, dot: true },
  { x: 120, y: 38, r: 40, c: AMBER_DEEP },
  { x: 64, y: 6, r: 15, c: AMBER },
  { x: 48, y: 4, r: 0, c: 'currentColor', dot: true },
  { x: 82, y: 7, r: -50, c: '#fb7185' },
];

function Confetti() {
  return (
    <g className="motion-safe:animate-[strix-owl-twinkle_1.8s_ease-in-out_infinite]">
      {CONFETTI.map(({ x, y, r, c, dot }) =>
        dot ? (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={2.2} fill={c} />
        ) : (
          <rect
            key={`${x}-${y}`}
            x={x - 1.6}
            y={y - 3.5}
            width={3.2}
            height={7}
            rx={1}
            fill={c}
            transform={`rotate(${r} ${x} ${y})`}
          />
        ),
      )}
    </g>
  );
}

/**
 * The loading owl's spinning arc: an SVG of its own, laid over the owl and turned as a whole, so
 * the compositor runs the spin. Turning a shape inside the owl's SVG restyled and repainted it on
 * the main thread every frame, for as long as a search ran.
 */
function Orbit({ size }: { size: number }) {
  return (
    <svg
      viewBox="0 0 128 128"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 motion-safe:animate-spin"
    >
      <g fill="none" strokeWidth={3} strokeLinecap="round">
        <circle cx={64} cy={64} r={60} stroke="currentColor" strokeOpacity={0.12} />
        <circle cx={64} cy={64} r={60} stroke={AMBER} strokeDasharray="46 331" />
      </g>
    </svg>
  );
}

/** A wing lifted `deg` degrees (mirrored for the left side); `animation` takes over in motion. */
function RaisedWing(props: { side: 'left' | 'right'; deg: number; animation: string }) {
  const left = props.side === 'left';
  return (
    <g
      style={pivot(left ? L_SHOULDER : R_SHOULDER, left ? props.deg : -props.deg)}
      className={props.animation}
    >
      <Wing side={props.side} />
    </g>
  );
}

function Pose({
  variant,
  stillUntilHover,
}: {
  variant: OwlVariant;
  stillUntilHover: boolean;
}): ReactNode {
  switch (variant) {
    case 'loading':
      return (
        <>
          <Body />
          <Wing side="left" />
          <Wing side="right" />
          <Eyes mode="sleepy" />
          <Beak />
        </>
      );
    case 'welcome':
      return (
        <>
          <Body />
          <Wing side="left" />
          <RaisedWing side="right" deg={132} animation={stillUntilHover ? WAVE_ON_HOVER : WAVE} />
          <Eyes mode="open" look={[0.5, 0.5]} />
          <Beak />
        </>
      );
    case 'explore':
      return (
        <g transform="translate(-12 0)">
          <Body />
          <Wing side="left" />
          <MagnifyingGlass />
          <g transform={armed(-60)}>
            <Wing side="right" />
          </g>
          <Eyes mode="open" look={[3.6, -0.8]} />
          <Beak />
        </g>
      );
    case 'insights':
      return (
        <g transform="translate(-12 0)">
          <Body />
          <Wing side="left" />
          <BarChart />
          <g transform={armed(-36)}>
            <Wing side="right" />
          </g>
          <Eyes mode="open" look={[2.6, 2.2]} />
          <Glasses />
          <Beak />
        </g>
      );
    case 'celebrating':
      return (
        <>
          <Confetti />
          <Body />
          <RaisedWing
            side="left"
            deg={128}
            animation="motion-safe:animate-[strix-owl-flap-l_0.9s_ease-in-out_infinite]"
          />
          <RaisedWing
            side="right"
            deg={128}
            animation="motion-safe:animate-[strix-owl-flap-r_0.9s_ease-in-out_infinite]"
          />
          <Eyes mode="happy" />
          <Beak />
        </>
      );
  }
}

/**
 * Strix's owl mascot. Outlines follow `currentColor`, so set the text colour (for example
 * `text-foreground`) to fit the surface; the eyes and accents stay amber.
 */
export function Owl({
  variant,
  className,
  size = 96,
  title = 'Strix owl',
  stillUntilHover = false,
}: OwlProps) {
  const titleId = useId();
  const svg = {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: '0 0 128 128',
    width: size,
    height: size,
    // The loading owl's classes go on the box that holds it and its orbit.
    className: variant === 'loading' ? 'relative' : className,
    focusable: 'false' as const,
    'data-variant': variant,
  };
  const art = <Pose variant={variant} stillUntilHover={stillUntilHover} />;
  const owl =
    title === '' ? (
      <svg {...svg} aria-hidden="true">
        {art}
      </svg>
    ) : (
      <svg {...svg} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{title}</title>
        {art}
      </svg>
    );
  if (variant !== 'loading') return owl;
  return (
    <span
      className={cn('relative inline-block shrink-0', className)}
      style={{ width: size, height: size }}
    >
      <Orbit size={size} />
      {owl}
    </span>
  );
}
