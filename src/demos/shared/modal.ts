/** Modals of the demos animate in 500 ms (SPEC §4, §9). */
export const MODAL_TRANSITION_MS = 500;
