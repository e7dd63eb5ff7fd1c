//! The window described to screen readers: AccessKit's tree, which Bevy hands to the
//! desktop (on Linux, AT-SPI, where Orca reads it). Bevy gives its widgets a role (a button,
//! an option); this gives them their words (the texts they show, an option's row and
//! whether it is chosen, whether it can be used), every other text a label (a heading as
//! one, the status line and the notices as polite live regions, read as they change), and
//! the board its grid: each cell named as the speech says it ("row 2, column 3, X"), the
//! cursor's cell the grid's active one. A reader's "click" on a button, an option or a cell
//! does what a click does, and its "focus" moves the focus.
//!
//! All of it runs only while a reader asks for the tree ([`AccessibilityRequested`]): with
//! none, no system here runs and the app rests as before (a thread looks once a second
//! whether a reader came, to wake it: [`wake_when_a_reader_comes`]).

use accesskit::{Action, Live, NodeId, Role, Toggled};
use bevy::a11y::{AccessibilityNode, AccessibilityRequested, AccessibilitySystems, ActionRequest};
use bevy::input_focus::{FocusCause, InputFocus, tab_navigation::TabIndex};
use bevy::prelude::*;
use bevy::text::EditableText;
use bevy::ui::{Checked, InteractionDisabled};
use bevy::ui_widgets::{Activate, Button, RadioButton, RadioGroup, ValueChange};
use tictactoe_core::words::reading::cell_said;
use tictactoe_core::words::{board_shape, for_the_ear};

use crate::game::board_view::{BoardGrid, CellView};
use crate::game::input::BoardCursor;
use crate::game::status_bar::StatusText;
use crate::game::{CellClicked, GameSession};
use crate::notice::NoticeView;
use crate::theme::say::{CurrentCatalog, WidgetWords};
use crate::theme::widget::Heading;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AccessibilityRequested>()
        .add_message::<ActionRequest>()
        .add_systems(Startup, wake_when_a_reader_comes)
        .add_systems(Update, take_readers_actions.run_if(reader_present))
        .add_systems(
            PostUpdate,
            (
                describe_widgets,
                describe_texts,
                describe_board,
                describe_containers,
            )
                .chain()
                .run_if(reader_present)
                .after(crate::theme::say::say)
                .before(AccessibilitySystems::Update),
        );
}

/// Run condition: a screen reader (or any assistive technology) asks for the tree.
pub(crate) fn reader_present(requested: Res<AccessibilityRequested>) -> bool {
    requested.get()
}

/// `made` with its words for the ear ([`for_the_ear`]): a reader's voice reads no marks of
/// direction.
fn heard(mut made: accesskit::Node) -> AccessibilityNode {
    if let Some(label) = made.label().map(for_the_ear) {
        made.set_label(label);
    }
    if let Some(value) = made.value().map(for_the_ear) {
        made.set_value(value);
    }
    AccessibilityNode(made)
}

/// Sets `node` to `made` ([`heard`]) unless it is that already (an unchanged node is not
/// sent again).
fn set(node: &mut Mut<AccessibilityNode>, made: accesskit::Node) {
    let made = heard(made).0;
    if node.0 != made {
        node.0 = made;
    }
}

/// Buttons, options and their groups, and the fields a player types in: their words and
/// states, and the actions a reader may ask of them.
fn describe_widgets(
    mut widgets: Query<
        (
            Entity,
            &mut AccessibilityNode,
            Has<RadioGroup>,
            Has<Checked>,
            Has<InteractionDisabled>,
        ),
        Or<(With<Button>, With<RadioButton>, With<RadioGroup>)>,
    >,
    words: WidgetWords,
    catalog: Res<CurrentCatalog>,
) {
    for (entity, mut node, group, checked, disabled) in &mut widgets {
        let role = node.role();
        let mut made = accesskit::Node::new(role);
        if !words.is_shown(entity) {
            made.set_hidden();
        }
        let label = match group {
            true => words.of_row(entity, &catalog),
            false => words.of(entity),
        };
        if !label.is_empty() {
            made.set_label(tictactoe_core::words::list(&catalog, &label));
        }
        if role == Role::RadioButton {
            made.set_toggled(if checked {
                Toggled::True
            } else {
                Toggled::False
            });
        }
        if disabled {
            made.set_disabled();
        } else if !group {
            made.add_action(Action::Click);
            made.add_action(Action::Focus);
        }
        set(&mut node, made);
    }
}

/// What the walk of texts leaves to [`describe_widgets`] and [`describe_board`]: the texts
/// inside a button, an option, a cell or a field.
type InWidget = Or<(
    With<Button>,
    With<RadioButton>,
    With<CellView>,
    With<EditableText>,
)>;

/// Every other text: a label (a heading as one); the status line and a notice polite live
/// regions; anything focusable without a role of its own (a field, a list) a group with
/// its words.
fn describe_texts(
    texts: Query<(Entity, &Text, Has<Heading>, Has<StatusText>), Without<EditableText>>,
    mut nodes: Query<&mut AccessibilityNode, Without<EditableText>>,
    focusable: Query<Entity, (With<TabIndex>, Without<AccessibilityNode>)>,
    mut fields: Query<(Entity, &EditableText, Option<&mut AccessibilityNode>)>,
    parents: Query<&ChildOf>,
    widgets: Query<(), InWidget>,
    notices: Query<(), With<NoticeView>>,
    words: WidgetWords,
    catalog: Res<CurrentCatalog>,
    mut commands: Commands,
) {
    for (entity, text, heading, status) in &texts {
        let mut up = parents.iter_ancestors(entity);
        if up.any(|e| widgets.contains(e)) {
            continue;
        }
        let live = status || parents.iter_ancestors(entity).any(|e| notices.contains(e));
        let mut made = accesskit::Node::new(if heading { Role::Heading } else { Role::Label });
        if !words.is_shown(entity) {
            made.set_hidden();
        }
        if heading {
            made.set_label(text.0.clone());
        } else {
            made.set_value(text.0.clone());
        }
        if live {
            made.set_live(Live::Polite);
        }
        match nodes.get_mut(entity) {
            Ok(mut node) => set(&mut node, made),
            Err(_) => {
                commands.entity(entity).try_insert(heard(made));
            }
        }
    }
    for (entity, field, node) in &mut fields {
        let mut made = accesskit::Node::new(Role::TextInput);
        if let Some(label) = words.row_label(entity, &catalog) {
            made.set_label(label);
        }
        if !words.is_shown(entity) {
            made.set_hidden();
        }
        made.set_value(field.value().to_string());
        made.add_action(Action::Focus);
        match node {
            Some(mut node) => set(&mut node, made),
            None => {
                commands.entity(entity).try_insert(heard(made));
            }
        }
    }
    // The focus may rest only on what the tree has (Bevy sends no tree while it does not).
    for entity in &focusable {
        if fields.contains(entity) {
            continue;
        }
        let mut made = accesskit::Node::new(Role::Group);
        let label = words.of(entity);
        if !label.is_empty() {
            made.set_label(tictactoe_core::words::list(&catalog, &label));
        }
        made.add_action(Action::Focus);
        commands.entity(entity).try_insert(heard(made));
    }
}

/// Every part of the screen that holds a described node is described as a plain container
/// (which readers pass through): a node is read under its nearest described parent, so the
/// tree keeps the screen's order instead of Bevy's storage order.
fn describe_containers(
    described: Query<&ChildOf, With<AccessibilityNode>>,
    containers: Query<(), (With<Node>, Without<AccessibilityNode>)>,
    parents: Query<&ChildOf>,
    mut commands: Commands,
) {
    let mut seen = bevy::ecs::entity::EntityHashSet::default();
    for child_of in &described {
        let first = child_of.parent();
        for up in std::iter::once(first).chain(parents.iter_ancestors(first)) {
            if !containers.contains(up) || !seen.insert(up) {
                break;
            }
            let node = accesskit::Node::new(Role::GenericContainer);
            commands.entity(up).try_insert(AccessibilityNode(node));
        }
    }
}

/// The board as a grid: its shape, and each cell by row, column and mark; the cursor's cell
/// is the grid's active one, which a reader follows as the arrows move it.
fn describe_board(
    mut grids: Query<(Entity, Option<&mut AccessibilityNode>), With<BoardGrid>>,
    mut cells: Query<(Entity, &CellView, Option<&mut AccessibilityNode>), Without<BoardGrid>>,
    session: Res<GameSession>,
    cursor: Res<BoardCursor>,
    catalog: Res<CurrentCatalog>,
    mut commands: Commands,
) {
    let board = session.board();
    let mut active = None;
    for (entity, view, node) in &mut cells {
        if view.0 >= board.cells() {
            continue;
        }
        let (col, row) = board.geometry().col_row(view.0);
        let mut made = accesskit::Node::new(Role::GridCell);
        made.set_label(cell_said(&catalog, board, view.0));
        made.set_row_index(row as usize);
        made.set_column_index(col as usize);
        if board.get(view.0).is_none() {
            made.add_action(Action::Click);
        }
        if cursor.cell == Some(view.0) {
            active = Some(entity);
        }
        match node {
            Some(mut node) => set(&mut node, made),
            None => {
                commands.entity(entity).try_insert(heard(made));
            }
        }
    }
    for (entity, node) in &mut grids {
        let mut made = accesskit::Node::new(Role::Grid);
        made.set_label(board_shape(&catalog, board));
        made.set_row_count(usize::from(board.rows()));
        made.set_column_count(usize::from(board.cols()));
        made.add_action(Action::Focus);
        if let Some(cell) = active {
            made.set_active_descendant(NodeId(cell.to_bits()));
        }
        match node {
            Some(mut node) => set(&mut node, made),
            None => {
                commands.entity(entity).try_insert(heard(made));
            }
        }
    }
}

/// What a reader asks: a click on a button (pressed), an option (chosen), an empty cell
/// (played, as a click there is); the focus moved to what it names.
fn take_readers_actions(
    mut requests: MessageReader<ActionRequest>,
    buttons: Query<(), With<Button>>,
    options: Query<&ChildOf, With<RadioButton>>,
    cells: Query<&CellView>,
    nodes: Query<(), With<AccessibilityNode>>,
    mut focus: ResMut<InputFocus>,
    mut clicked: MessageWriter<CellClicked>,
    mut commands: Commands,
) {
    for request in requests.read() {
        let Some(entity) = Entity::try_from_bits(request.0.target_node.0) else {
            continue;
        };
        if !nodes.contains(entity) {
            continue;
        }
        match request.0.action {
            Action::Click => {
                if let Ok(cell) = cells.get(entity) {
                    clicked.write(CellClicked(cell.0));
                } else if let Ok(group) = options.get(entity) {
                    commands.trigger(ValueChange {
                        source: group.parent(),
                        value: entity,
                        is_final: true,
                    });
                } else if buttons.contains(entity) {
                    commands.trigger(Activate { entity });
                }
            }
            Action::Focus => focus.set(entity, FocusCause::Navigated),
            _ => {}
        }
    }
}

/// Bevy sends the tree at the next frame once a reader asks for it, but an app at rest has
/// no next frame until input: a small thread wakes the window once a reader first asks
/// (it looks each second, and ends then).
fn wake_when_a_reader_comes(
    requested: Res<AccessibilityRequested>,
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
) {
    let Some(proxy) = proxy else {
        return;
    };
    let (requested, proxy) = (requested.clone(), (**proxy).clone());
    let watcher = std::thread::Builder::new()
        .name("screen reader".into())
        .spawn(move || {
            while !requested.get() {
                std::thread::sleep(std::time::Duration::from_secs(1));
            }
            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
        });
    if let Err(e) = watcher {
        warn!("no watch for a screen reader: {e}");
    }
}
