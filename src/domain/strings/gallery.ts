/** The default texts of the `gallery.` keys: one message group of src/domain/strings.ts. */
export const GALLERY_STRINGS = {
  'gallery.label': 'Photos',
  'gallery.previous': 'Previous photo',
  'gallery.next': 'Next photo',
  'gallery.position': 'Photo {index} of {count}',
  'gallery.photoAlt': '{title}, photo {index} of {count}',
  'gallery.thumbnails': 'All photos',
  'gallery.video': 'Video',
  'gallery.watchVideo': 'Watch the video',
  'gallery.fullscreen': 'Fullscreen',
  'gallery.fullscreenLabel': '{title}: photos',
  'gallery.close': 'Close',
  'gallery.noPhotos': 'Photos coming soon',
} as const;
