/**
 * Hand-drawn SVG illustrations for the demo shop: one template per product family, varied by
 * colour and label. Everything is drawn here; no external pictures, fonts or links.
 */
import { esc, rng } from './util';

const FONT = 'DejaVu Sans, Arial, sans-serif';

function doc(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function text(x: number, y: number, value: string, size: number, fill: string, opts: { weight?: string; anchor?: string; spacing?: number; opacity?: number } = {}): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${opts.weight ?? 'normal'}" text-anchor="${opts.anchor ?? 'middle'}" fill="${fill}"${opts.spacing ? ` letter-spacing="${opts.spacing}"` : ''}${opts.opacity !== undefined ? ` opacity="${opts.opacity}"` : ''}>${esc(value)}</text>`;
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const digits = hex.length === 4 ? hex.slice(1).replace(/./g, (d) => d + d) : hex.slice(1);
  const n = parseInt(digits, 16);
  const channel = (v: number) => {
    const out = amount >= 0 ? v + (255 - v) * amount : v * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(out)));
  };
  const r = channel((n >> 16) & 255);
  const g = channel((n >> 8) & 255);
  const b = channel(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

function backdrop(width: number, height: number, tint: string): { defs: string; body: string } {
  return {
    defs: `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(tint, 0.82)}"/><stop offset="1" stop-color="${shade(tint, 0.6)}"/></linearGradient>`,
    body: `<rect width="${width}" height="${height}" fill="url(#bg)"/><rect y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="${shade(tint, 0.5)}" fill-opacity="0.55"/>`,
  };
}

// ---------------------------------------------------------------------------------------------
// Loose material: pellets, chips, granulate, muesli, minerals and treats

export type Material = 'miscanthus' | 'straw-pellets' | 'straw-granulate' | 'mineral' | 'muesli' | 'treats' | 'hay';

interface Palette {
  base: string;
  light: string;
  dark: string;
}

const MATERIAL_PALETTE: Record<Material, Palette> = {
  miscanthus: { base: '#d9b46a', light: '#f0dba5', dark: '#a47c3a' },
  'straw-pellets': { base: '#c9a24f', light: '#e6c983', dark: '#8f6d2b' },
  'straw-granulate': { base: '#d8bf82', light: '#efe0b5', dark: '#a88b4c' },
  mineral: { base: '#8c7358', light: '#b59c7c', dark: '#5e4b38' },
  muesli: { base: '#c79a5a', light: '#e9cf9c', dark: '#7e5a2e' },
  treats: { base: '#a9713d', light: '#d39f68', dark: '#6d4421' },
  hay: { base: '#b8b865', light: '#dede9a', dark: '#7c7c3a' },
};

function pellet(x: number, y: number, len: number, dia: number, angle: number, p: Palette): string {
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)})"><rect x="${(-len / 2).toFixed(1)}" y="${(-dia / 2).toFixed(1)}" width="${len.toFixed(1)}" height="${dia.toFixed(1)}" rx="${(dia / 3).toFixed(1)}" fill="${p.base}" stroke="${p.dark}" stroke-width="2"/><rect x="${(-len / 2 + 4).toFixed(1)}" y="${(-dia / 2 + 4).toFixed(1)}" width="${(len - 8).toFixed(1)}" height="${(dia / 4).toFixed(1)}" rx="3" fill="${p.light}" fill-opacity="0.7"/><ellipse cx="${(len / 2 - dia / 6).toFixed(1)}" cy="0" rx="${(dia / 5).toFixed(1)}" ry="${(dia / 2 - 1).toFixed(1)}" fill="${p.dark}" fill-opacity="0.55"/></g>`;
}

function chip(x: number, y: number, len: number, width: number, angle: number, colour: string, edge: string): string {
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)})"><line x1="${(-len / 2).toFixed(1)}" y1="0" x2="${(len / 2).toFixed(1)}" y2="0" stroke="${edge}" stroke-width="${(width + 3).toFixed(1)}" stroke-linecap="round"/><line x1="${(-len / 2).toFixed(1)}" y1="0" x2="${(len / 2).toFixed(1)}" y2="0" stroke="${colour}" stroke-width="${width.toFixed(1)}" stroke-linecap="round"/></g>`;
}

function crumb(x: number, y: number, r: number, angle: number, colour: string, edge: string): string {
  return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${r.toFixed(1)}" ry="${(r * 0.7).toFixed(1)}" transform="rotate(${angle.toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${colour}" stroke="${edge}" stroke-width="1.5"/>`;
}

function treat(x: number, y: number, r: number, p: Palette): string {
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)})"><circle r="${r.toFixed(1)}" fill="${p.base}" stroke="${p.dark}" stroke-width="3"/><circle r="${(r * 0.55).toFixed(1)}" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="6 6"/><circle cx="${(-r * 0.3).toFixed(1)}" cy="${(-r * 0.3).toFixed(1)}" r="${(r * 0.12).toFixed(1)}" fill="${p.dark}"/><circle cx="${(r * 0.35).toFixed(1)}" cy="${(r * 0.1).toFixed(1)}" r="${(r * 0.1).toFixed(1)}" fill="${p.dark}"/></g>`;
}

/** Pieces of a material scattered over an area (used for close-ups and for piles in front of bags). */
function scatter(material: Material, seed: string, area: { x: number; y: number; w: number; h: number }, count: number, scale = 1): string {
  const random = rng(seed);
  const p = MATERIAL_PALETTE[material];
  const shades = [p.base, p.light, shade(p.base, -0.12), shade(p.base, 0.18)];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = area.x + random() * area.w;
    const y = area.y + random() * area.h;
    const angle = random() * 360;
    const colour = shades[Math.floor(random() * shades.length)];
    switch (material) {
      case 'straw-pellets':
        out.push(pellet(x, y, (70 + random() * 60) * scale, 30 * scale, angle, { ...p, base: colour }));
        break;
      case 'mineral':
        out.push(pellet(x, y, (34 + random() * 20) * scale, 26 * scale, angle, { ...p, base: colour }));
        break;
      case 'miscanthus':
        out.push(chip(x, y, (30 + random() * 50) * scale, (8 + random() * 8) * scale, angle, colour, p.dark));
        break;
      case 'hay':
        out.push(chip(x, y, (120 + random() * 160) * scale, 4 * scale, angle, colour, p.dark));
        break;
      case 'straw-granulate':
        out.push(crumb(x, y, (7 + random() * 9) * scale, angle, colour, p.dark));
        break;
      case 'muesli': {
        const roll = random();
        if (roll < 0.5) out.push(crumb(x, y, (14 + random() * 10) * scale, angle, colour, p.dark));
        else if (roll < 0.75) out.push(chip(x, y, (24 + random() * 20) * scale, 9 * scale, angle, '#b7c46a', '#6f7a34'));
        else out.push(crumb(x, y, (8 + random() * 4) * scale, angle, '#d84f3c', '#8a2a1c'));
        break;
      }
      case 'treats':
        out.push(treat(x, y, (38 + random() * 14) * scale, { ...p, base: colour }));
        break;
    }
  }
  return out.join('');
}

const CLOSEUP_COUNT: Record<Material, number> = {
  'straw-pellets': 230,
  mineral: 520,
  miscanthus: 900,
  hay: 420,
  'straw-granulate': 2400,
  muesli: 1100,
  treats: 120,
};

/** A full-frame close-up of a loose material. */
export function materialCloseup(material: Material, seed: string, width = 1200, height = 1200): string {
  const p = MATERIAL_PALETTE[material];
  const scaleCount = (width * height) / (1200 * 1200);
  const body = `<rect width="${width}" height="${height}" fill="${shade(p.dark, -0.25)}"/>${scatter(material, seed, { x: -40, y: -40, w: width + 80, h: height + 80 }, Math.round(CLOSEUP_COUNT[material] * scaleCount))}<rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  const defs = `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`;
  return doc(width, height, body, defs);
}

// ---------------------------------------------------------------------------------------------
// Packshots: bag, bucket

/**
 * What a pack's label shows: the brand (a logo) and the amount with its SI unit. No product name
 * or description: a picture is shown in every language, so it carries no words of one language.
 */
export interface LabelSpec {
  brand: string;
  colour: string;
  amount: string;
  material: Material;
}

/** A font size that keeps a line of the given length within a width (DejaVu Sans is ~0.6 em wide). */
function fit(value: string, size: number, width: number, em = 0.62): number {
  return Math.min(size, Math.floor(width / Math.max(1, value.length * em)));
}

/** A filled bag with a brand label and a small pile of its content in front. */
export function bagPackshot(label: LabelSpec, seed: string): string {
  const { defs, body: bg } = backdrop(1200, 1200, label.colour);
  const c = label.colour;
  const sack = `
  <ellipse cx="600" cy="1000" rx="380" ry="48" fill="#000" fill-opacity="0.18"/>
  <path d="M340 250 Q600 215 860 250 Q905 620 880 960 Q600 1020 320 960 Q295 620 340 250 Z" fill="#f7f2e6" stroke="${shade(c, -0.35)}" stroke-width="6"/>
  <path d="M340 250 Q600 215 860 250 L866 330 Q600 300 334 330 Z" fill="${c}"/>
  <path d="M338 232 L862 232" stroke="${shade(c, -0.4)}" stroke-width="10" stroke-dasharray="18 10"/>
  <path d="M322 880 Q600 930 878 880 L880 960 Q600 1020 320 960 Z" fill="${c}"/>
  <path d="M360 300 Q330 620 350 930" stroke="#000" stroke-opacity="0.06" stroke-width="40" fill="none"/>
  <path d="M840 300 Q872 620 850 930" stroke="#fff" stroke-opacity="0.35" stroke-width="26" fill="none"/>
  <rect x="390" y="380" width="420" height="460" rx="26" fill="#fff" stroke="${c}" stroke-width="8"/>
  ${text(600, 450, label.brand.toUpperCase(), fit(label.brand, 30, 330, 0.78), c, { weight: 'bold', spacing: 3 })}
  <line x1="440" y1="478" x2="760" y2="478" stroke="${c}" stroke-width="3"/>
  ${horse(467, 505, 0.62, shade(c, -0.35))}
  <rect x="500" y="730" width="200" height="70" rx="35" fill="${c}"/>
  ${text(600, 778, label.amount, fit(label.amount, 36, 170, 0.66), '#fff', { weight: 'bold' })}`;
  const pile =
    label.material === 'treats' || label.material === 'hay'
      ? ''
      : scatter(
          label.material,
          `${seed}:pile`,
          { x: 160, y: 960, w: 880, h: 110 },
          label.material === 'straw-granulate' ? 260 : label.material === 'muesli' ? 150 : label.material === 'miscanthus' ? 140 : 46,
          0.9,
        );
  return doc(1200, 1200, bg + sack + pile, defs);
}

/** A bucket with a lid and a label, with treats or minerals in front. */
export function bucketPackshot(label: LabelSpec, seed: string): string {
  const { defs, body: bg } = backdrop(1200, 1200, label.colour);
  const c = label.colour;
  const bucket = `
  <ellipse cx="600" cy="990" rx="360" ry="44" fill="#000" fill-opacity="0.18"/>
  <path d="M380 300 Q600 250 820 300 L780 960 Q600 1000 420 960 Z" fill="${c}" stroke="${shade(c, -0.35)}" stroke-width="6"/>
  <path d="M350 260 Q600 200 850 260 L846 320 Q600 268 354 320 Z" fill="${shade(c, -0.2)}"/>
  <path d="M380 290 Q600 60 820 290" fill="none" stroke="${shade(c, -0.45)}" stroke-width="12"/>
  <path d="M420 360 Q410 640 440 930" stroke="#fff" stroke-opacity="0.25" stroke-width="30" fill="none"/>
  <rect x="430" y="440" width="340" height="380" rx="24" fill="#fff"/>
  ${text(600, 505, label.brand.toUpperCase(), fit(label.brand, 26, 290, 0.78), c, { weight: 'bold', spacing: 3 })}
  <line x1="470" y1="530" x2="730" y2="530" stroke="${c}" stroke-width="3"/>
  ${horse(482, 552, 0.55, shade(c, -0.35))}
  ${text(600, 795, label.amount, 40, c, { weight: 'bold' })}`;
  const front = scatter(label.material, `${seed}:front`, { x: 200, y: 960, w: 800, h: 100 }, label.material === 'treats' ? 9 : 60, 0.9);
  return doc(1200, 1200, bg + bucket + front, defs);
}

// ---------------------------------------------------------------------------------------------
// Rubber mats in isometric view, and flat pattern close-ups

export type MatPattern = 'studs' | 'honeycomb' | 'slots' | 'grid' | 'hammer' | 'pebbles';

function matPatternDefs(pattern: MatPattern, colour: string, id: string, size = 1): string {
  const hi = shade(colour, 0.18);
  const lo = shade(colour, -0.35);
  const s = (n: number) => (n * size).toFixed(1);
  switch (pattern) {
    case 'studs':
      return `<pattern id="${id}" width="${s(40)}" height="${s(40)}" patternUnits="userSpaceOnUse"><rect width="${s(40)}" height="${s(40)}" fill="${colour}"/><circle cx="${s(20)}" cy="${s(20)}" r="${s(9)}" fill="${hi}" stroke="${lo}" stroke-width="${s(2)}"/></pattern>`;
    case 'honeycomb':
      return `<pattern id="${id}" width="${s(52)}" height="${s(90)}" patternUnits="userSpaceOnUse"><rect width="${s(52)}" height="${s(90)}" fill="${lo}"/><path d="M${s(26)} ${s(2)} L${s(49)} ${s(15)} L${s(49)} ${s(41)} L${s(26)} ${s(54)} L${s(3)} ${s(41)} L${s(3)} ${s(15)} Z M${s(0)} ${s(47)} L${s(23)} ${s(60)} L${s(23)} ${s(86)} L${s(0)} ${s(99)} Z M${s(52)} ${s(47)} L${s(29)} ${s(60)} L${s(29)} ${s(86)} L${s(52)} ${s(99)} Z" fill="${colour}" stroke="${hi}" stroke-width="${s(2)}"/></pattern>`;
    case 'slots':
      return `<pattern id="${id}" width="${s(60)}" height="${s(36)}" patternUnits="userSpaceOnUse"><rect width="${s(60)}" height="${s(36)}" fill="${colour}"/><rect x="${s(6)}" y="${s(12)}" width="${s(48)}" height="${s(12)}" rx="${s(6)}" fill="${shade(colour, -0.6)}"/></pattern>`;
    case 'grid':
      return `<pattern id="${id}" width="${s(50)}" height="${s(50)}" patternUnits="userSpaceOnUse"><rect width="${s(50)}" height="${s(50)}" fill="${hi}"/><rect x="${s(6)}" y="${s(6)}" width="${s(38)}" height="${s(38)}" rx="${s(4)}" fill="${shade(colour, -0.55)}"/><rect x="${s(10)}" y="${s(10)}" width="${s(30)}" height="${s(30)}" rx="${s(3)}" fill="${shade('#7a6a4a', -0.1)}"/></pattern>`;
    case 'hammer':
      return `<pattern id="${id}" width="${s(30)}" height="${s(26)}" patternUnits="userSpaceOnUse"><rect width="${s(30)}" height="${s(26)}" fill="${colour}"/><ellipse cx="${s(8)}" cy="${s(8)}" rx="${s(6)}" ry="${s(4)}" fill="${lo}" fill-opacity="0.5"/><ellipse cx="${s(23)}" cy="${s(20)}" rx="${s(6)}" ry="${s(4)}" fill="${lo}" fill-opacity="0.5"/></pattern>`;
    case 'pebbles':
      return `<pattern id="${id}" width="${s(46)}" height="${s(46)}" patternUnits="userSpaceOnUse"><rect width="${s(46)}" height="${s(46)}" fill="${colour}"/><ellipse cx="${s(12)}" cy="${s(14)}" rx="${s(9)}" ry="${s(7)}" fill="${hi}"/><ellipse cx="${s(33)}" cy="${s(32)}" rx="${s(10)}" ry="${s(7)}" fill="${hi}"/><ellipse cx="${s(36)}" cy="${s(10)}" rx="${s(5)}" ry="${s(4)}" fill="${lo}" fill-opacity="0.5"/></pattern>`;
  }
}

/** A single mat in isometric view with a visible edge that shows the thickness. */
export function matPackshot(opts: { colour: string; pattern: MatPattern; thicknessMm: number; label: string; tint?: string }): string {
  const { defs, body: bg } = backdrop(1200, 1200, opts.tint ?? '#8fa39a');
  const W = 600;
  const D = 420;
  const ox = 560;
  const oy = 330;
  const t = 14 + opts.thicknessMm * 1.1;
  const P = (x: number, y: number) => [ox + 0.866 * x - 0.866 * y, oy + 0.5 * x + 0.5 * y] as const;
  const pt = (p: readonly [number, number], dy = 0) => `${p[0].toFixed(1)},${(p[1] + dy).toFixed(1)}`;
  const a = P(W, 0);
  const b = P(W, D);
  const c = P(0, D);
  const right = `<polygon points="${pt(a)} ${pt(b)} ${pt(b, t)} ${pt(a, t)}" fill="${shade(opts.colour, -0.45)}"/>`;
  const left = `<polygon points="${pt(b)} ${pt(c)} ${pt(c, t)} ${pt(b, t)}" fill="${shade(opts.colour, -0.3)}"/>`;
  const top = `<g transform="matrix(0.866 0.5 -0.866 0.5 ${ox} ${oy})"><rect width="${W}" height="${D}" fill="url(#mat)"/><rect width="${W}" height="${D}" fill="none" stroke="${shade(opts.colour, 0.25)}" stroke-width="3"/></g>`;
  const shadow = `<ellipse cx="${ox + 40}" cy="${oy + 520}" rx="520" ry="70" fill="#000" fill-opacity="0.16"/>`;
  const badge = `<rect x="800" y="1010" width="320" height="100" rx="50" fill="#fff" fill-opacity="0.92"/>${text(960, 1075, opts.label, 40, shade(opts.colour, -0.5), { weight: 'bold' })}`;
  return doc(1200, 1200, bg + shadow + right + left + top + badge, defs + matPatternDefs(opts.pattern, opts.colour, 'mat'));
}

/** The mat surface seen from above, with a hoof print in the bedding on it. */
export function matCloseup(opts: { colour: string; pattern: MatPattern }): string {
  const hoof = `<g opacity="0.28" transform="translate(760 760) rotate(-18)"><path d="M0 -120 C90 -120 120 -40 110 40 C100 110 60 130 40 120 L20 40 L-20 40 L-40 120 C-60 130 -100 110 -110 40 C-120 -40 -90 -120 0 -120 Z" fill="#3a2a1a"/></g>`;
  const body = `<rect width="1200" height="1200" fill="url(#mat)"/>${hoof}<rect width="1200" height="1200" fill="url(#shine)"/>`;
  const defs = `${matPatternDefs(opts.pattern, shade(opts.colour, 0.22), 'mat', 3)}<linearGradient id="shine" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>`;
  return doc(1200, 1200, body, defs);
}

// ---------------------------------------------------------------------------------------------
// Tools and accessories

export type Tool = 'fork' | 'wheelbarrow' | 'muck-bucket' | 'broom' | 'shovel' | 'haynet' | 'handbook' | 'thermometer';

/** A tool or accessory on its backdrop (no caption: pictures carry no words of one language). */
export function toolPackshot(tool: Tool, colour: string): string {
  const { defs, body: bg } = backdrop(1200, 1200, colour);
  const dark = shade(colour, -0.45);
  const wood = '#b98a55';
  let art = '';
  switch (tool) {
    case 'fork': {
      const tines = Array.from({ length: 9 }, (_, i) => {
        const x = 430 + i * 42;
        return `<path d="M${x} 700 Q${x - 8} 900 ${x + 6} 1010" stroke="#9aa3a8" stroke-width="14" fill="none" stroke-linecap="round"/>`;
      }).join('');
      art = `<rect x="585" y="140" width="30" height="500" rx="15" fill="${wood}"/><rect x="560" y="110" width="80" height="46" rx="20" fill="${colour}"/><path d="M600 620 L600 690" stroke="${dark}" stroke-width="36"/><path d="M420 700 Q600 640 780 700" stroke="${colour}" stroke-width="36" fill="none" stroke-linecap="round"/>${tines}`;
      break;
    }
    case 'wheelbarrow':
      art = `<ellipse cx="620" cy="960" rx="420" ry="40" fill="#000" fill-opacity="0.15"/><path d="M250 470 L950 470 L840 760 L360 760 Z" fill="${colour}" stroke="${dark}" stroke-width="10" stroke-linejoin="round"/><path d="M270 470 L930 470" stroke="${shade(colour, 0.3)}" stroke-width="16"/><path d="M360 760 L220 860 M840 760 L1020 820 L1120 820" stroke="#555" stroke-width="22" stroke-linecap="round" fill="none"/><path d="M440 760 L420 930 M760 760 L780 930" stroke="#555" stroke-width="20"/><circle cx="220" cy="860" r="100" fill="#333"/><circle cx="220" cy="860" r="44" fill="#aaa"/><rect x="1080" y="800" width="80" height="40" rx="18" fill="${dark}"/>`;
      break;
    case 'muck-bucket':
      art = `<ellipse cx="600" cy="980" rx="360" ry="44" fill="#000" fill-opacity="0.15"/><path d="M300 380 L900 380 L830 950 L370 950 Z" fill="${colour}" stroke="${dark}" stroke-width="10" stroke-linejoin="round"/><rect x="270" y="350" width="660" height="60" rx="30" fill="${shade(colour, -0.2)}"/><path d="M270 380 Q200 380 210 470 M930 380 Q1000 380 990 470" stroke="${dark}" stroke-width="26" fill="none" stroke-linecap="round"/><path d="M360 450 L400 900" stroke="#fff" stroke-opacity="0.25" stroke-width="34"/>`;
      break;
    case 'broom': {
      const bristles = Array.from({ length: 30 }, (_, i) => `<line x1="${330 + i * 18}" y1="790" x2="${326 + i * 18}" y2="960" stroke="${i % 2 ? '#3b3b3b' : '#555'}" stroke-width="9"/>`).join('');
      art = `<rect x="585" y="120" width="30" height="560" rx="15" fill="${wood}"/><rect x="300" y="680" width="600" height="120" rx="24" fill="${colour}" stroke="${dark}" stroke-width="8"/>${bristles}`;
      break;
    }
    case 'shovel':
      art = `<rect x="585" y="120" width="30" height="460" rx="15" fill="${wood}"/><path d="M540 120 L660 120 L660 170 L540 170 Z" fill="${colour}"/><path d="M600 560 L600 640" stroke="${dark}" stroke-width="40"/><path d="M380 640 L820 640 L800 1000 Q600 1040 400 1000 Z" fill="${colour}" stroke="${dark}" stroke-width="10" stroke-linejoin="round"/><path d="M400 680 L420 980" stroke="#fff" stroke-opacity="0.3" stroke-width="26"/>`;
      break;
    case 'haynet': {
      const mesh: string[] = [];
      for (let i = -6; i <= 6; i++) {
        mesh.push(`<line x1="${600 + i * 60 - 300}" y1="300" x2="${600 + i * 60 + 300}" y2="1000" stroke="${colour}" stroke-width="8"/>`);
        mesh.push(`<line x1="${600 + i * 60 + 300}" y1="300" x2="${600 + i * 60 - 300}" y2="1000" stroke="${colour}" stroke-width="8"/>`);
      }
      art = `<defs><clipPath id="net"><path d="M380 280 Q600 220 820 280 Q920 640 780 990 Q600 1040 420 990 Q280 640 380 280 Z"/></clipPath></defs><path d="M380 280 Q600 220 820 280 Q920 640 780 990 Q600 1040 420 990 Q280 640 380 280 Z" fill="${MATERIAL_PALETTE.hay.base}"/><g clip-path="url(#net)">${scatter('hay', 'haynet', { x: 280, y: 220, w: 640, h: 820 }, 160, 0.8)}${mesh.join('')}</g><path d="M600 120 L600 260" stroke="${dark}" stroke-width="14"/><circle cx="600" cy="110" r="34" fill="none" stroke="#888" stroke-width="12"/><path d="M380 280 Q600 220 820 280" stroke="${dark}" stroke-width="18" fill="none"/>`;
      break;
    }
    case 'handbook':
      art = `<ellipse cx="620" cy="1000" rx="340" ry="40" fill="#000" fill-opacity="0.15"/><rect x="330" y="180" width="560" height="800" rx="16" fill="${dark}"/><rect x="310" y="160" width="560" height="800" rx="16" fill="${colour}"/><rect x="310" y="160" width="60" height="800" rx="12" fill="${shade(colour, -0.25)}"/><rect x="420" y="260" width="380" height="250" rx="12" fill="#fff" fill-opacity="0.95"/>${horse(502, 290, 0.5, dark)}<g transform="translate(610 700)">${scatter('straw-pellets', 'book', { x: -150, y: -80, w: 300, h: 160 }, 14, 0.9)}</g>${text(610, 900, 'PDF', 60, '#fff', { weight: 'bold', spacing: 6 })}`;
      break;
    case 'thermometer':
      art = `<rect x="440" y="160" width="320" height="820" rx="60" fill="#fff" stroke="${dark}" stroke-width="10"/><rect x="585" y="240" width="30" height="560" rx="15" fill="#eee" stroke="#999" stroke-width="4"/><rect x="585" y="480" width="30" height="330" rx="15" fill="${colour}"/><circle cx="600" cy="840" r="56" fill="${colour}"/>${Array.from({ length: 11 }, (_, i) => `<line x1="630" y1="${260 + i * 50}" x2="${i % 2 ? 660 : 680}" y2="${260 + i * 50}" stroke="#555" stroke-width="5"/>`).join('')}`;
      break;
  }
  return doc(1200, 1200, bg + art, defs);
}

// ---------------------------------------------------------------------------------------------
// Scenes for heroes, categories and articles (1920 x 800)

/** A standing horse silhouette facing right, about 420 x 320 units, hooves at y = 320. */
const HORSE_PATH =
  'M92 112 C70 112 52 124 44 146 C36 170 30 210 26 250 C24 262 34 262 38 250 C46 222 52 196 60 176 ' +
  'C64 196 70 214 84 230 C90 250 86 280 84 306 L82 320 L100 320 L104 300 C108 270 114 246 112 222 ' +
  'C122 206 128 196 132 188 C170 198 218 198 250 190 C256 214 262 250 262 300 L260 320 L278 320 L282 296 ' +
  'C286 262 284 232 288 206 C292 232 298 262 300 298 L298 320 L316 320 L320 294 C322 256 318 222 316 196 ' +
  'C326 172 330 150 336 128 C346 110 360 96 372 90 C384 100 396 112 410 118 C420 122 428 114 424 104 ' +
  'C412 84 394 62 378 44 L380 22 L370 34 L362 20 L358 38 C336 44 314 62 298 82 C276 106 250 112 220 112 ' +
  'C180 112 130 106 92 112 Z';

export function horse(x: number, y: number, scale: number, fill: string, flip = false): string {
  const sx = flip ? -scale : scale;
  const tx = flip ? x + 430 * scale : x;
  return `<path d="${HORSE_PATH}" transform="translate(${tx} ${y}) scale(${sx} ${scale})" fill="${fill}"/>`;
}

export type Scene = 'pasture' | 'winter' | 'stable' | 'field' | 'paddock' | 'fair' | 'evening' | 'barn';

interface SceneColours {
  skyTop: string;
  skyBottom: string;
  far: string;
  near: string;
  ground: string;
  sun: string;
}

const SCENES: Record<Scene, SceneColours> = {
  pasture: { skyTop: '#9cc7e4', skyBottom: '#e7f1ec', far: '#8fb17a', near: '#6d9a57', ground: '#5a8447', sun: '#fff3c4' },
  winter: { skyTop: '#a9bccb', skyBottom: '#eef2f5', far: '#dfe7ee', near: '#f4f7f9', ground: '#ffffff', sun: '#fdf6e3' },
  stable: { skyTop: '#8a6a48', skyBottom: '#b08a5f', far: '#7a5a3a', near: '#d9b46a', ground: '#e6c882', sun: '#f5dca0' },
  field: { skyTop: '#a8cbe0', skyBottom: '#f3ecd6', far: '#a9b56f', near: '#d9b46a', ground: '#c79a4a', sun: '#fff0b8' },
  paddock: { skyTop: '#b7d3e6', skyBottom: '#eef3ea', far: '#9db98a', near: '#8a8f88', ground: '#6f736d', sun: '#fff6d2' },
  fair: { skyTop: '#c9d9e8', skyBottom: '#f7f4ee', far: '#c7c1b4', near: '#e0d6c4', ground: '#cbbd9f', sun: '#fff7db' },
  evening: { skyTop: '#e59a6b', skyBottom: '#f8dcb0', far: '#9c8f6a', near: '#6f7f4f', ground: '#55683b', sun: '#ffe3a1' },
  barn: { skyTop: '#9fc3dc', skyBottom: '#eaf0e8', far: '#97ad7d', near: '#7fa065', ground: '#6b8b52', sun: '#fff4c8' },
};

function fence(y: number, colour: string, width: number): string {
  const posts: string[] = [];
  for (let x = 40; x < width; x += 170) posts.push(`<rect x="${x}" y="${y - 90}" width="16" height="120" fill="${colour}"/>`);
  return `${posts.join('')}<rect x="0" y="${y - 70}" width="${width}" height="10" fill="${colour}"/><rect x="0" y="${y - 30}" width="${width}" height="10" fill="${colour}"/>`;
}

export function scene(kind: Scene, seed: string, opts: { horses?: number; width?: number; height?: number } = {}): string {
  const w = opts.width ?? 1920;
  const h = opts.height ?? 800;
  const c = SCENES[kind];
  const random = rng(seed);
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.skyTop}"/><stop offset="1" stop-color="${c.skyBottom}"/></linearGradient>`;
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="url(#sky)"/>`];
  const horses = opts.horses ?? 2;
  if (kind === 'stable') {
    // Inside a stable: board wall, box door, a horse looking out, thick bedding on the floor.
    for (let x = 0; x < w; x += 64) parts.push(`<rect x="${x}" y="0" width="60" height="${h * 0.72}" fill="${shade(c.far, (random() - 0.5) * 0.16)}"/>`);
    parts.push(`<rect x="${w * 0.55}" y="${h * 0.12}" width="${w * 0.3}" height="${h * 0.62}" fill="${shade(c.far, -0.35)}"/>`);
    parts.push(`<rect x="${w * 0.55}" y="${h * 0.42}" width="${w * 0.3}" height="${h * 0.32}" fill="${shade(c.skyBottom, -0.1)}" stroke="${shade(c.far, -0.5)}" stroke-width="10"/>`);
    for (let x = w * 0.57; x < w * 0.85; x += 38) parts.push(`<rect x="${x}" y="${h * 0.12}" width="10" height="${h * 0.3}" fill="#444"/>`);
    parts.push(
      `<g transform="translate(${w * 0.6} ${h * 0.12})"><path d="M160 300 C150 230 150 160 180 110 C200 80 240 60 270 70 L280 40 L292 66 C320 80 340 120 350 170 C356 200 340 212 320 206 C300 200 280 180 262 170 C250 200 250 250 262 300 Z" fill="#5b3a21"/><path d="M270 70 C255 110 250 160 262 170" stroke="#2e1d10" stroke-width="10" fill="none"/></g>`,
    );
    parts.push(`<rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="${c.ground}"/>`);
    parts.push(scatter('miscanthus', `${seed}:floor`, { x: 0, y: h * 0.72, w, h: h * 0.28 }, 520, 0.8));
    parts.push(`<rect x="0" y="${h * 0.7}" width="${w}" height="14" fill="${shade(c.far, -0.4)}"/>`);
  } else {
    parts.push(`<circle cx="${w * (0.15 + random() * 0.2)}" cy="${h * 0.2}" r="${h * 0.09}" fill="${c.sun}" fill-opacity="0.9"/>`);
    for (let i = 0; i < 3; i++) {
      const cx = w * (0.3 + random() * 0.6);
      const cy = h * (0.1 + random() * 0.15);
      parts.push(
        `<g fill="#fff" opacity="0.75"><ellipse cx="${cx}" cy="${cy}" rx="90" ry="28"/><ellipse cx="${cx + 60}" cy="${cy - 14}" rx="60" ry="30"/><ellipse cx="${cx - 50}" cy="${cy - 8}" rx="50" ry="22"/></g>`,
      );
    }
    parts.push(
      `<path d="M0 ${h * 0.55} C${w * 0.2} ${h * 0.42} ${w * 0.45} ${h * 0.5} ${w * 0.6} ${h * 0.45} C${w * 0.78} ${h * 0.4} ${w * 0.9} ${h * 0.48} ${w} ${h * 0.44} L${w} ${h} L0 ${h} Z" fill="${c.far}"/>`,
    );
    if (kind === 'barn' || kind === 'fair') {
      const bx = w * 0.66;
      const by = h * 0.3;
      parts.push(
        `<path d="M${bx} ${by + 60} L${bx + 160} ${by} L${bx + 320} ${by + 60} L${bx + 320} ${by + 230} L${bx} ${by + 230} Z" fill="${kind === 'barn' ? '#9a3b2a' : '#e9e2d4'}" stroke="${kind === 'barn' ? '#6d2619' : '#b9ad96'}" stroke-width="6"/><rect x="${bx + 115}" y="${by + 110}" width="90" height="120" fill="${kind === 'barn' ? '#6d2619' : '#6f8f6a'}"/>`,
      );
      if (kind === 'fair') {
        for (let i = 0; i < 5; i++) {
          const tx = w * 0.08 + i * 190;
          const colour = ['#3f6b3a', '#c76b2a', '#2f4f7f', '#a23b2a', '#6b4a2b'][i];
          parts.push(
            `<path d="M${tx} ${h * 0.52} L${tx + 80} ${h * 0.4} L${tx + 160} ${h * 0.52} Z" fill="${colour}"/><rect x="${tx + 10}" y="${h * 0.52}" width="140" height="90" fill="#f6f1e6" stroke="${colour}" stroke-width="4"/>`,
          );
        }
      }
    }
    parts.push(`<path d="M0 ${h * 0.68} C${w * 0.3} ${h * 0.6} ${w * 0.55} ${h * 0.7} ${w} ${h * 0.62} L${w} ${h} L0 ${h} Z" fill="${c.near}"/>`);
    if (kind === 'field') {
      const stalks: string[] = [];
      for (let i = 0; i < 260; i++) {
        const x = random() * w;
        const top = h * (0.45 + random() * 0.15);
        stalks.push(
          `<path d="M${x.toFixed(0)} ${h} Q${(x + 10).toFixed(0)} ${(top + 120).toFixed(0)} ${(x + 30 * (random() - 0.3)).toFixed(0)} ${top.toFixed(0)}" stroke="${random() < 0.5 ? '#c9a24f' : '#e0c27a'}" stroke-width="5" fill="none"/>`,
        );
      }
      parts.push(stalks.join(''));
    }
    if (kind !== 'field') parts.push(fence(h * 0.74, kind === 'winter' ? '#6b5a48' : '#7b5b3a', w));
    const horseColours = kind === 'winter' ? ['#4a3426', '#8a5a3a', '#2f2f2f'] : ['#5b3a21', '#2f2520', '#8a5a34'];
    for (let i = 0; i < horses; i++) {
      const scale = 0.9 + random() * 0.25 - i * 0.12;
      const x = w * (0.28 + i * 0.3 + random() * 0.06);
      const y = h * 0.9 - 320 * scale - i * 20;
      parts.push(horse(x, y, scale, horseColours[i % horseColours.length], i % 2 === 1));
    }
    parts.push(`<path d="M0 ${h * 0.9} C${w * 0.4} ${h * 0.86} ${w * 0.6} ${h * 0.92} ${w} ${h * 0.88} L${w} ${h} L0 ${h} Z" fill="${c.ground}"/>`);
    if (kind === 'winter') {
      const flakes: string[] = [];
      for (let i = 0; i < 220; i++) flakes.push(`<circle cx="${(random() * w).toFixed(0)}" cy="${(random() * h).toFixed(0)}" r="${(2 + random() * 5).toFixed(1)}" fill="#fff" fill-opacity="0.85"/>`);
      parts.push(flakes.join(''));
    }
    if (kind === 'paddock') {
      parts.push(`<g transform="matrix(1 0 -0.6 0.35 ${w * 0.1} ${h * 0.9})"><rect width="${w * 1.2}" height="${h * 0.32}" fill="url(#grid)"/></g>`);
      return doc(w, h, parts.join(''), defs + matPatternDefs('grid', '#2b2b2b', 'grid', 1.6));
    }
  }
  return doc(w, h, parts.join(''), defs);
}

/** A wide banner: a material close-up on the left blending into a scene on the right. */
export function categoryBanner(material: Material, kind: Scene, seed: string): string {
  const w = 1920;
  const h = 800;
  const p = MATERIAL_PALETTE[material];
  const texture = scatter(material, `${seed}:texture`, { x: -40, y: -40, w: w * 0.55, h: h + 80 }, Math.round(CLOSEUP_COUNT[material] * 0.5));
  const sceneSvg = scene(kind, seed, { horses: 1 });
  const inner = sceneSvg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const defs = `<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0.4" stop-color="#fff" stop-opacity="1"/><stop offset="0.56" stop-color="#fff" stop-opacity="0"/></linearGradient><mask id="m"><rect width="${w}" height="${h}" fill="url(#fade)"/></mask>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${inner}<g mask="url(#m)"><rect width="${w}" height="${h}" fill="${shade(p.dark, -0.25)}"/>${texture}</g></svg>`;
}

// ---------------------------------------------------------------------------------------------
// Logos

export function brandLogo(opts: { name: string; initials: string; colour: string; tagline: string }): string {
  const c = opts.colour;
  const body = `<rect width="800" height="400" fill="#ffffff"/><circle cx="170" cy="200" r="120" fill="${c}"/><circle cx="170" cy="200" r="100" fill="none" stroke="#fff" stroke-width="6"/><path d="M118 148 L170 112 L222 148" fill="none" stroke="${shade(c, 0.6)}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>${text(170, 232, opts.initials, 70, '#fff', { weight: 'bold' })}${text(330, 190, opts.name, fit(opts.name, 48, 440, 0.64), shade(c, -0.35), { weight: 'bold', anchor: 'start' })}${text(332, 250, opts.tagline, fit(opts.tagline, 24, 430, 0.78), shade(c, -0.1), { anchor: 'start', spacing: 2 })}`;
  return doc(800, 400, body);
}

export type PaymentIcon = 'card' | 'sepa' | 'bank' | 'giftcard' | 'prepayment' | 'invoice';

/** A payment method's icon on its colour, without a caption (the method's name is shown beside it in every language). */
export function paymentLogo(icon: PaymentIcon, colour: string): string {
  const dark = shade(colour, -0.4);
  let art = '';
  switch (icon) {
    case 'card':
      art = `<rect x="40" y="50" width="150" height="100" rx="12" fill="${colour}"/><rect x="40" y="72" width="150" height="20" fill="${dark}"/><rect x="56" y="110" width="40" height="24" rx="4" fill="#f2c94c"/>`;
      break;
    case 'sepa':
      art = `<rect x="40" y="50" width="150" height="100" rx="12" fill="#fff" stroke="${colour}" stroke-width="6"/>${text(115, 113, '€', 56, colour, { weight: 'bold' })}<path d="M60 132 L170 132" stroke="${colour}" stroke-width="4"/>`;
      break;
    case 'bank':
      art = `<path d="M40 90 L115 45 L190 90 Z" fill="${colour}"/>${[60, 95, 130, 165].map((x) => `<rect x="${x - 8}" y="95" width="16" height="50" fill="${colour}"/>`).join('')}<rect x="40" y="148" width="150" height="12" fill="${dark}"/>`;
      break;
    case 'giftcard':
      art = `<rect x="40" y="50" width="150" height="100" rx="12" fill="${colour}"/><rect x="100" y="50" width="16" height="100" fill="#f2c94c"/><rect x="40" y="92" width="150" height="16" fill="#f2c94c"/><path d="M108 92 C80 60 70 90 108 92 C146 60 136 90 108 92" fill="none" stroke="#f2c94c" stroke-width="6"/>`;
      break;
    case 'prepayment':
      art = `<ellipse cx="115" cy="130" rx="70" ry="22" fill="${dark}"/><ellipse cx="115" cy="112" rx="70" ry="22" fill="${colour}"/><ellipse cx="115" cy="94" rx="70" ry="22" fill="${shade(colour, 0.2)}"/>${text(115, 103, '€', 26, '#fff', { weight: 'bold' })}`;
      break;
    case 'invoice':
      art = `<path d="M70 40 L150 40 L180 70 L180 170 L70 170 Z" fill="#fff" stroke="${colour}" stroke-width="6"/>${[80, 100, 120, 140].map((y) => `<line x1="88" y1="${y}" x2="${y === 140 ? 130 : 162}" y2="${y}" stroke="${colour}" stroke-width="6"/>`).join('')}`;
      break;
  }
  const body = `<rect width="400" height="240" rx="24" fill="${shade(colour, 0.88)}"/><g transform="translate(62 -18) scale(1.2)">${art}</g>`;
  return doc(400, 240, body);
}
