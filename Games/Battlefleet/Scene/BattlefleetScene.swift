// BattlefleetScene — the Battlefleet game for Crease: HUD per posture, input, animations,
// drawing and saves, on BattlefleetRules (the rules), CreaseHUD (layout, lint) and
// CreasePlaytest (the `Game` protocol). Pure Swift: it never calls SDL.
//
// A folder per job, and the game's state grouped the same way (`BattlefleetGame`):
//   Game/         the `Game` itself: set-up, the fixed step, matches begun and resumed, moves,
//                 the options a new match is played as, who is at the device, the resume choice
//   Pacing/       the turn's pace: the AI's thinking time, the device passed after a shot,
//                 normal or fast
//   Input/        input mapped to moves: the HUD's buttons, touch and mouse, keys, a gamepad;
//                 the cursors and selected ships, the gestures in progress
//   HUD/          the HUD built for the posture (`SceneLayout`) and the words in it
//   Board/        the sea and the boards drawn: ships in their silhouettes, marks, shells,
//                 the salvo's numbered marks, the aiming pad, the roster of the enemy's ships,
//                 the end screen's result plate and confetti
//   Feedback/     what a shot says: animations, the banner and callout, the sounds
//   Persistence/  the match saved after every move, and what a failed save says
//   Settings/     the pace, the sound, the options and the record against the AI, kept between runs
import BattlefleetRules
