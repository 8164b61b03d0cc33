/**
 * Parameters of a phone-width story: the preview decorator frames it 390 px wide, and the layout has
 * no padding, so that in a 390 px window (the screenshot script's phone width) the frame is the window.
 */
export const phoneParameters = { width: 'phone', layout: 'fullscreen' } as const;

/** The phone viewport of the toolbar; the vitest run also sizes its browser page to it (390 x 844). */
export const phoneGlobals = { viewport: { value: 'phone', isRotated: false } } as const;
