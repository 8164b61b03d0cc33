/** Shapes: pictures to offsets, quarter turns, mirror images and the distinct orientations. */
export * from './shape.ts';
export { readPicture, type PictureMarks } from './picture.ts';
