import { css } from 'lit';

/** The declarations that hide a box from the eye but not from a screen reader (for rules that hide by a condition: a container query, `:not(:focus)`). */
export const visuallyHiddenRules = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only. */
export const a11yStyles = css`
  .visually-hidden {
    ${visuallyHiddenRules}
  }
`;
