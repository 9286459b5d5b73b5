import { createHash } from 'node:crypto';
import sharp, { type OverlayOptions } from 'sharp';
import { site } from '../../config/site';
import type { Database } from '../../db/client.server';
import type { FileStore } from '../../integrations/storage/file-store';
import { NotFoundError } from '../shared/errors';
import { imageWork } from '../uploads/image-work.server';
import { CAMPAIGN_NOT_FOUND, lifeYears } from './campaign-rules';
import { type CampaignRow, getCampaign } from './get-campaign.server';
import { canSeeCampaign, NO_ACTOR } from './permissions';
import { fitName, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './share-image-layout';

/** Raise when the drawing changes, so every campaign's image is drawn anew. */
const DESIGN_VERSION = 1;

type ShareImageSubject = Pick<
  CampaignRow,
  'id' | 'deceasedName' | 'deceasedYearOfBirth' | 'deceasedDateOfPassing' | 'deceasedPhoto'
>;

function contentOf(campaign: ShareImageSubject) {
  return {
    name: campaign.deceasedName,
    years: lifeYears(campaign.deceasedYearOfBirth, campaign.deceasedDateOfPassing),
    photo: campaign.deceasedPhoto,
  };
}

/**
 * The campaign's share image address. It names what the image shows, so an edit to the name, years or photo
 * gives a new address: link previews (which cache by address) show the change, and each address can be cached
 * for good.
 */
export function shareImagePathOf(campaign: ShareImageSubject): string {
  const version = createHash('sha256')
    .update(JSON.stringify([DESIGN_VERSION, contentOf(campaign)]))
    .digest('base64url')
    .slice(0, 16);
  return `/share-images/${campaign.id}/${version}.jpg`;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const PHOTO_EDGE = 300;
const MARGIN = 80;

/** A calm card: "In loving memory of", the name, the years, the photo when there is one, and the site's name. */
async function renderShareImage(content: { name: string; years: string | null; photo: Buffer | null }) {
  const textLeft = content.photo ? MARGIN + PHOTO_EDGE + 60 : MARGIN;
  const textWidth = SHARE_IMAGE_WIDTH - textLeft - MARGIN;
  const center = textLeft + textWidth / 2;
  const { lines, fontSize } = fitName(content.name, textWidth);
  const lineHeight = Math.round(fontSize * 1.18);
  const blockHeight = 34 + 30 + lines.length * lineHeight + (content.years ? 30 + 44 : 0);
  let y = Math.round((SHARE_IMAGE_HEIGHT - 70 - blockHeight) / 2) + 34;
  const text = [
    `<text x="${center}" y="${y}" font-size="28" letter-spacing="5" fill="#57534e">IN LOVING MEMORY OF</text>`,
  ];
  y += 30;
  for (const line of lines) {
    y += lineHeight;
    text.push(
      `<text x="${center}" y="${y}" font-size="${fontSize}" font-weight="bold" fill="#1c1917">${escapeXml(line)}</text>`,
    );
  }
  if (content.years) {
    y += 30 + 44;
    text.push(
      `<text x="${center}" y="${y}" font-size="44" fill="#44403c">${escapeXml(content.years)}</text>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}">
<rect width="100%" height="100%" fill="#f5f1ea"/>
<rect x="0" y="0" width="100%" height="10" fill="#8a7354"/>
<g font-family="DejaVu Serif, Georgia, serif" text-anchor="middle">${text.join('')}
<text x="${SHARE_IMAGE_WIDTH / 2}" y="${SHARE_IMAGE_HEIGHT - 44}" font-size="26" fill="#78716c">${escapeXml(`${site.name} · ${site.tagline}`)}</text>
</g></svg>`;

  const layers: OverlayOptions[] = [];
  if (content.photo) {
    const corners = Buffer.from(
      `<svg width="${PHOTO_EDGE}" height="${PHOTO_EDGE}"><rect width="${PHOTO_EDGE}" height="${PHOTO_EDGE}" rx="28"/></svg>`,
    );
    const photo = await sharp(content.photo)
      .resize(PHOTO_EDGE, PHOTO_EDGE, { fit: 'cover' })
      .composite([{ input: corners, blend: 'dest-in' }])
      .png()
      .toBuffer();
    layers.push({ input: photo, left: MARGIN, top: Math.round((SHARE_IMAGE_HEIGHT - 40 - PHOTO_EDGE) / 2) });
  }
  return sharp(Buffer.from(svg))
    .composite(layers)
    .flatten({ background: '#f5f1ea' })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

/** Renderings under way, so a burst of crawlers asking for one new image draws it once. */
const rendering = new Map<string, Promise<Buffer>>();

async function readPhoto(fileStore: FileStore, url: string | null): Promise<Buffer | null> {
  const prefix = `${fileStore.publicPath}/`;
  // Only our own uploads: the drawing never fetches another site's address.
  if (!url?.startsWith(prefix)) return null;
  return fileStore.get(url.slice(prefix.length)).catch(() => null);
}

async function drawAndStore(fileStore: FileStore, key: string, campaign: ShareImageSubject) {
  const content = contentOf(campaign);
  const photo = await readPhoto(fileStore, content.photo);
  const image = await imageWork.run(() => renderShareImage({ ...content, photo }));
  await fileStore.put(key, image, 'image/jpeg').catch((error: NodeJS.ErrnoException) => {
    // Another process stored the same drawing first.
    if (error.code !== 'EEXIST') throw error;
  });
  return image;
}

/**
 * The share image of a visible campaign, drawn on first request through the bounded image queue and kept in the
 * file store. An address for an older version answers with the current one's address instead.
 */
export async function getShareImage(
  db: Database,
  fileStore: FileStore,
  { campaignId, path }: { campaignId: number; path: string },
): Promise<{ image: Buffer } | { currentPath: string }> {
  const campaign = await getCampaign(db, { id: campaignId });
  if (!campaign || !canSeeCampaign(NO_ACTOR, campaign)) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
  const currentPath = shareImagePathOf(campaign);
  if (path !== currentPath) return { currentPath };
  const key = currentPath.slice(1);
  const stored = await fileStore.get(key);
  if (stored) return { image: stored };
  let drawing = rendering.get(key);
  if (!drawing) {
    drawing = drawAndStore(fileStore, key, campaign).finally(() => rendering.delete(key));
    rendering.set(key, drawing);
  }
  return { image: await drawing };
}
