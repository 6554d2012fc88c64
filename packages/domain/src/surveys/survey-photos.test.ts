import { describe, expect, it } from 'vitest';
import { photoFileName, photoType } from './survey-photos.ts';

describe('photoType', () => {
  it('reads JPEG and PNG from their first bytes', () => {
    expect(photoType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
    expect(photoType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
  });

  it('refuses anything else, whatever it is called', () => {
    expect(photoType(new TextEncoder().encode('GIF89a....'))).toBeUndefined();
    expect(photoType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      undefined,
    );
    expect(photoType(Uint8Array.from([0xff, 0xd8]))).toBeUndefined();
    expect(photoType(new Uint8Array())).toBeUndefined();
  });
});

describe('photoFileName', () => {
  it('keeps the last segment in safe characters, with the extension of what it is', () => {
    expect(photoFileName('door.jpg', 'image/jpeg')).toBe('door.jpg');
    expect(photoFileName('C:\\photos\\left door.JPEG', 'image/jpeg')).toBe('left_door.jpg');
    expect(photoFileName('../../etc/passwd', 'image/png')).toBe('passwd.png');
    expect(photoFileName('roof.png', 'image/jpeg')).toBe('roof.jpg');
    expect(photoFileName('', 'image/png')).toBe('photo.png');
    expect(photoFileName('.hidden', 'image/png')).toBe('photo.png');
  });
});
