/** Every event the play elements fire, one class per event (`cartographers-live/events`). */
export { CartoCellActivateEvent, CartoCellPointEvent } from './cell-events.ts';
export { CartoPlacementIntentEvent, type PlacementIntent } from './placement-intent-event.ts';
export { CartoScoreFocusEvent } from './score-focus-event.ts';
export { CartoSetupEvent } from './setup-event.ts';
export { CartoGameErrorEvent, CartoGameOverEvent, CartoGameStartEvent, CartoSeasonEndEvent, CartoTurnEvent, type Standing } from './game-events.ts';
