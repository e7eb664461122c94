// A photo that begins as a JPEG and breaks off (copied only in part, a damaged card) is found only by decoding it:
// the content check decodes each photo the site shows, and the build's photo step names one it could not make.
import path from 'node:path';
import { unreadablePhotoIssue } from '../check/photo-rules.ts';
import type { ContentIssue } from '../issues.ts';
import { folderOf, shownFolder, type ContentSource } from './content-dir.server.ts';
import { photoDecodeProblem, type UnreadablePhoto } from './photos.server.ts';

/** A photo the site cannot use, as a warning at its file (with its folder when the default content gave it). */
export function unreadablePhotoWarning(source: ContentSource, photo: Pick<UnreadablePhoto, 'path' | 'reason'>): ContentIssue {
  const issue = unreadablePhotoIssue(path.basename(photo.path), photo.reason);
  const dir = folderOf(source, photo.path);
  return dir && dir !== source.dirs[0] ? { ...issue, folder: shownFolder(dir) } : issue;
}

/**
 * Each photo the site shows decoded whole, one after another (libvips keeps one error message for the process: two
 * photos failing side by side may get each other's, or "Unknown error"): a warning for each that cannot be.
 */
export async function photoDecodingIssues(source: ContentSource, photos: ReadonlyMap<string, string>): Promise<ContentIssue[]> {
  const issues: ContentIssue[] = [];
  for (const file of new Set(photos.values())) {
    const reason = await photoDecodeProblem(file);
    if (reason !== null) issues.push(unreadablePhotoWarning(source, { path: file, reason }));
  }
  return issues;
}
