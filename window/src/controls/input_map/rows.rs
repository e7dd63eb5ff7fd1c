//! The input map's table: every action's keys and gamepad buttons, in the overlay's order.

use bevy::input::gamepad::GamepadButton;
use bevy::prelude::*;

use super::{Action, Binding, Input, Row};
use Action::*;
use GamepadButton::{DPadDown, DPadLeft, DPadRight, DPadUp, East, South};
use Input::{Ctrl, CtrlShift, Key as K, Letter, Pad, Typed};

/// The input map, in the overlay's order.
pub const ROWS: &[Row] = &[
    Row {
        keys: Some("keys-board"),
        what: "shortcut-board",
        bindings: &[
            Binding {
                action: CursorLeft,
                inputs: &[K(KeyCode::ArrowLeft), K(KeyCode::KeyA), Pad(DPadLeft)],
            },
            Binding {
                action: CursorRight,
                inputs: &[K(KeyCode::ArrowRight), K(KeyCode::KeyD), Pad(DPadRight)],
            },
            Binding {
                action: CursorUp,
                inputs: &[K(KeyCode::ArrowUp), K(KeyCode::KeyW), Pad(DPadUp)],
            },
            Binding {
                action: CursorDown,
                inputs: &[K(KeyCode::ArrowDown), K(KeyCode::KeyS), Pad(DPadDown)],
            },
        ],
    },
    Row {
        keys: Some("keys-focus"),
        what: "shortcut-focus",
        bindings: &[
            Binding {
                action: FocusLeft,
                inputs: &[K(KeyCode::ArrowLeft), Pad(DPadLeft)],
            },
            Binding {
                action: FocusRight,
                inputs: &[K(KeyCode::ArrowRight), Pad(DPadRight)],
            },
            Binding {
                action: FocusUp,
                inputs: &[K(KeyCode::ArrowUp), Pad(DPadUp)],
            },
            Binding {
                action: FocusDown,
                inputs: &[K(KeyCode::ArrowDown), Pad(DPadDown)],
            },
        ],
    },
    Row {
        keys: None,
        what: "shortcut-press",
        bindings: &[
            Binding {
                action: Place,
                inputs: &[
                    K(KeyCode::Enter),
                    K(KeyCode::NumpadEnter),
                    K(KeyCode::Space),
                    Pad(South),
                ],
            },
            Binding {
                action: Press,
                inputs: &[Pad(South)],
            },
        ],
    },
    Row {
        keys: Some("keys-keypad"),
        what: "shortcut-keypad",
        bindings: &[],
    },
    Row {
        keys: Some("keys-tab"),
        what: "shortcut-tab",
        bindings: &[],
    },
    Row {
        keys: None,
        what: "shortcut-undo",
        bindings: &[Binding {
            action: Undo,
            inputs: &[Ctrl('z')],
        }],
    },
    Row {
        keys: None,
        what: "shortcut-redo",
        bindings: &[Binding {
            action: Redo,
            inputs: &[Ctrl('y'), CtrlShift('z')],
        }],
    },
    Row {
        keys: None,
        what: "shortcut-hint",
        bindings: &[Binding {
            action: Hint,
            inputs: &[Letter('h')],
        }],
    },
    Row {
        keys: None,
        what: "shortcut-coach",
        bindings: &[Binding {
            action: Coach,
            inputs: &[Letter('c')],
        }],
    },
    Row {
        keys: None,
        what: "shortcut-engine-line",
        bindings: &[Binding {
            action: EngineLine,
            inputs: &[Letter('l')],
        }],
    },
    Row {
        keys: None,
        what: "shortcut-new-game",
        bindings: &[Binding {
            action: NewGame,
            inputs: &[Letter('n')],
        }],
    },
    Row {
        keys: None,
        what: "shortcut-full-screen",
        bindings: &[Binding {
            action: FullScreen,
            inputs: &[K(KeyCode::F11)],
        }],
    },
    Row {
        keys: None,
        what: "shortcut-back",
        bindings: &[Binding {
            action: Back,
            inputs: &[K(KeyCode::Escape), Pad(East)],
        }],
    },
    Row {
        keys: None,
        what: "shortcut-list",
        bindings: &[Binding {
            action: Shortcuts,
            inputs: &[Typed("?"), K(KeyCode::F1)],
        }],
    },
    Row {
        keys: None,
        what: "shortcut-speech",
        bindings: &[Binding {
            action: Speech,
            inputs: &[K(KeyCode::F2)],
        }],
    },
    Row {
        keys: None,
        what: "shortcut-read",
        bindings: &[
            Binding {
                action: ReadBoard,
                inputs: &[Letter('b')],
            },
            Binding {
                action: ReadLast,
                inputs: &[Letter('m')],
            },
            Binding {
                action: ReadTurn,
                inputs: &[Letter('t')],
            },
            Binding {
                action: ReadRow,
                inputs: &[Letter('r')],
            },
            Binding {
                action: ReadColumn,
                inputs: &[Letter('v')],
            },
            Binding {
                action: ReadDiagonals,
                inputs: &[Letter('x')],
            },
        ],
    },
    Row {
        keys: None,
        what: "shortcut-replay-step",
        bindings: &[
            Binding {
                action: StepBack,
                inputs: &[K(KeyCode::ArrowLeft)],
            },
            Binding {
                action: StepForward,
                inputs: &[K(KeyCode::ArrowRight)],
            },
        ],
    },
    Row {
        keys: None,
        what: "shortcut-replay-ends",
        bindings: &[
            Binding {
                action: ToStart,
                inputs: &[K(KeyCode::Home)],
            },
            Binding {
                action: ToEnd,
                inputs: &[K(KeyCode::End)],
            },
            Binding {
                action: PlayPause,
                inputs: &[K(KeyCode::Space)],
            },
        ],
    },
    Row {
        keys: None,
        what: "shortcut-replay-review",
        bindings: &[Binding {
            action: Review,
            inputs: &[Letter('r')],
        }],
    },
    Row {
        keys: Some("keys-history"),
        what: "shortcut-history",
        bindings: &[
            Binding {
                action: RowUp,
                inputs: &[K(KeyCode::ArrowUp)],
            },
            Binding {
                action: RowDown,
                inputs: &[K(KeyCode::ArrowDown)],
            },
            Binding {
                action: PageUp,
                inputs: &[K(KeyCode::PageUp)],
            },
            Binding {
                action: PageDown,
                inputs: &[K(KeyCode::PageDown)],
            },
            Binding {
                action: FirstRow,
                inputs: &[K(KeyCode::Home)],
            },
            Binding {
                action: LastRow,
                inputs: &[K(KeyCode::End)],
            },
            Binding {
                action: Open,
                inputs: &[K(KeyCode::Enter), K(KeyCode::NumpadEnter)],
            },
            Binding {
                action: Delete,
                inputs: &[K(KeyCode::Delete)],
            },
        ],
    },
];
