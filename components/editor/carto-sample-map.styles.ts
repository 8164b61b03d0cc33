import { css } from 'lit';

export const cartoSampleMapStyles = css`
  .layout {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    align-items: flex-start;
  }
  .palette {
    display: flex;
    flex-wrap: wrap;
    max-width: 26rem;
  }
  .swatch {
    display: inline-block;
    width: 0.9rem;
    height: 0.9rem;
    border: 1px solid var(--_ink);
    border-radius: 2px;
  }
  .swatch.empty { background: var(--_empty); }
  .swatch.forest { background: var(--_forest); }
  .swatch.village { background: var(--_village); }
  .swatch.farm { background: var(--_farm); }
  .swatch.water { background: var(--_water); }
  .swatch.monster { background: var(--_monster); }
  .swatch.hero { background: var(--_hero); }
  .swatch.mountain { background: var(--_mountain); }
  .swatch.wasteland { background: var(--_wasteland); }
  .swatch.destroyed { background: var(--_destroyed); }
  .score strong {
    font-size: 1.4em;
  }
  .contributions {
    max-height: 24rem;
    overflow: auto;
    padding-left: 1.4rem;
  }
  .contributions button {
    text-align: left;
    background: none;
    border: 1px solid transparent;
    padding: 0.1rem 0.2rem;
    color: inherit;
  }
  .contributions button[aria-pressed='true'] {
    border-color: var(--_focus);
  }
`;
