// MiniGolfCore — the mini-golf rules: deterministic ball physics, courses and their files,
// the round and its scorecard, best scores and the autoplay bot. Pure Swift on Foundation;
// depends only on `Crease` for `Point`, `Size` and `Rect`. No clock, no system randomness:
// time is the round's substep counter and the bot's wobble comes from a seeded SeededRandom, so
// the same strokes give the same `stateBytes()` on every run.
//
// Folders: Geometry (vectors, polygons), Course (the hole model, its file format, validation,
// the nine-hole library), Physics (the ball, walls, one substep), Round (the match, shots,
// scorecard, outcome), Scores (best scores on disk), Bot (distance field, shot search, autoplay).
