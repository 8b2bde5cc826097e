// BattlefleetScene — the Battlefleet game for Crease: HUD per posture, input, animations,
// drawing and saves, on BattlefleetRules (the rules), CreaseHUD (layout, lint) and
// CreasePlaytest (the `Game` protocol). Pure Swift: it never calls SDL.
//
// A folder per job:
//   Game/         the `Game` itself: set-up, the fixed step, matches begun, resumed and saved
//   Input/        input mapped to moves: the HUD's buttons, touch and mouse, keys, a gamepad
//   HUD/          the HUD built for the posture (`SceneLayout`) and the words in it
//   Board/        the sea and the boards drawn: ships, marks, shells, the aiming pad
//   Feedback/     what a shot says: animations, the banner and callout, the sounds
import BattlefleetRules
