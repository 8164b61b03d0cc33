/** Shapes: pictures to offsets, quarter turns, mirror images and the distinct orientations. */
export * from './shape.ts';
