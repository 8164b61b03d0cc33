/** The phases of a turn as the table shows them: the game statechart's states (its sources report them, its wording names them). */
export type Phase = 'drawing' | 'ambush' | 'hero' | 'seasonEnded' | 'gameOver' | 'starting';
