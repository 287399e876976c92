/**
 * Whether a partial update names no field (`{}`, or only fields its schema drops). Every update route answers such a
 * change alike: 200 with the record as it is, nothing written, no activity logged.
 */
export const changesNothing = (body: object | undefined) => !body || Object.keys(body).length === 0;
