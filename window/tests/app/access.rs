//! The window as a screen reader reads it: AccessKit's tree, built as Bevy's adapter sends
//! it and read by AccessKit's consumer, as the desktop's adapter (AT-SPI, for Orca) does.

use super::*;
use accesskit::{Action, NodeId, Role, Toggled, TreeId, TreeUpdate};
use bevy::a11y::{AccessibilityNode, AccessibilityRequested, ActionRequest};
use bevy::input_focus::InputFocus;

/// The window's own node (no entity has these bits).
const WINDOW: NodeId = NodeId(u64::MAX);

/// The app with a screen reader asking for the tree, X a person and O Hard.
fn read_app() -> App {
    let mut app = app_set(Seat::Human, Seat::Computer(Level::Hard), |world| {
        world.resource::<AccessibilityRequested>().set(true);
    });
    app.update();
    app
}

/// The tree Bevy's adapter would send now: each node under its nearest parent that has one
/// (bevy_winit's `update_adapter`), the rest under the window; the focus, the input focus.
fn tree(app: &mut App) -> accesskit_consumer::Tree {
    let world = app.world_mut();
    let mut query = world.query::<(
        Entity,
        &AccessibilityNode,
        Option<&Children>,
        Option<&ChildOf>,
    )>();
    let described: Vec<Entity> = query.iter(world).map(|(e, ..)| e).collect();
    let id = |e: Entity| NodeId(e.to_bits());
    let (mut nodes, mut top) = (Vec::new(), Vec::new());
    for (entity, node, children, child_of) in query.iter(world) {
        let mut node = node.0.clone();
        if child_of.is_none_or(|c| !described.contains(&c.parent())) {
            top.push(id(entity));
        }
        for &child in children.into_iter().flatten() {
            if described.contains(&child) {
                node.push_child(id(child));
            }
        }
        nodes.push((id(entity), node));
    }
    let mut window = accesskit::Node::new(Role::Window);
    window.set_children(top);
    nodes.insert(0, (WINDOW, window));
    let focus = world.resource::<InputFocus>().get().map_or(WINDOW, id);
    let update = TreeUpdate {
        nodes,
        tree: Some(accesskit::Tree::new(WINDOW)),
        tree_id: TreeId::ROOT,
        focus,
    };
    accesskit_consumer::Tree::new(update, true)
}

/// A node as a reader names it: its role, its name (label, else value), whether it is on.
type Read = (Role, String, Option<Toggled>);

fn read_node(node: &accesskit_consumer::Node) -> Read {
    let name = node.label().or_else(|| node.value()).unwrap_or_default();
    (node.role(), name, node.toggled())
}

/// Every node under the window, depth first.
fn read(tree: &accesskit_consumer::Tree) -> Vec<Read> {
    let mut all = Vec::new();
    let mut stack: Vec<_> = tree.state().root().children().rev().collect();
    while let Some(node) = stack.pop() {
        all.push(read_node(&node));
        stack.extend(node.children().rev());
    }
    all
}

fn has(all: &[Read], role: Role, name: &str) -> bool {
    all.iter().any(|(r, n, _)| *r == role && n == name)
}

/// Asks, as a reader does, for `action` on `entity`, and runs a frame.
fn reader_asks(app: &mut App, entity: Entity, action: Action) {
    app.world_mut()
        .write_message(ActionRequest(accesskit::ActionRequest {
            action,
            target_tree: TreeId::ROOT,
            target_node: NodeId(entity.to_bits()),
            data: None,
        }));
    app.update();
    app.update();
}

#[test]
fn the_menus_buttons_and_options_are_named_with_their_rows_and_states() {
    let mut app = read_app();
    let all = read(&tree(&mut app));
    assert!(has(&all, Role::Button, "Play"), "{all:#?}");
    assert!(has(&all, Role::Button, "Settings"), "{all:#?}");
    // O's row: its name and its choice; Hard chosen, Easy not.
    let group = all
        .iter()
        .find(|(role, name, _)| *role == Role::RadioGroup && name.starts_with("O player"));
    assert!(group.is_some(), "{all:#?}");
    let options: Vec<_> = all
        .iter()
        .filter(|(role, ..)| *role == Role::RadioButton)
        .collect();
    assert!(
        options.contains(&&(Role::RadioButton, "Hard".into(), Some(Toggled::True))),
        "{options:#?}"
    );
    assert!(
        options.contains(&&(Role::RadioButton, "Easy".into(), Some(Toggled::False))),
        "{options:#?}"
    );
    // A reader's click on Play starts the game.
    let play = find(&mut app, MenuAction::Play);
    reader_asks(&mut app, play, Action::Click);
    assert_eq!(screen(&app), Screen::Playing);
}

#[test]
fn a_game_is_a_grid_of_named_cells_the_cursors_is_the_focus_and_the_status_is_live() {
    let mut app = read_app();
    press(&mut app, MenuAction::Play);
    app.update();
    let board = tree(&mut app);
    let all = read(&board);
    assert!(has(&all, Role::Grid, "3x3, 3 in a row"), "{all:#?}");
    let cells: Vec<_> = all.iter().filter(|(r, ..)| *r == Role::GridCell).collect();
    assert_eq!(cells.len(), 9, "{all:#?}");
    assert!(has(&all, Role::GridCell, "row 1, column 1, empty"));
    // The focus, on the board, is the cursor's cell.
    let focus = board.state().focus().map(|node| read_node(&node));
    assert_eq!(
        focus.map(|(role, name, _)| (role, name)),
        Some((Role::GridCell, "row 2, column 2, empty".to_string()))
    );
    let status = {
        let state = board.state();
        let mut stack: Vec<_> = state.root().children().collect();
        let mut found = None;
        while let Some(node) = stack.pop() {
            if node.value().as_deref() == Some("Player 1 (X) to move") {
                found = Some(node.live());
            }
            stack.extend(node.children());
        }
        found
    };
    assert_eq!(status, Some(accesskit::Live::Polite), "{all:#?}");
    // A reader's click on a cell plays it; the tree then names the mark there.
    let centre = {
        let world = app.world_mut();
        let mut cells = world.query::<(Entity, &CellView)>();
        cells.iter(world).find(|(_, view)| view.0 == 4).unwrap().0
    };
    reader_asks(&mut app, centre, Action::Click);
    assert_eq!(board_of(&app).get(4), Some(Mark::X));
    until_ply(&mut app, 2);
    app.update();
    let after = tree(&mut app);
    let all = read(&after);
    assert!(has(&all, Role::GridCell, "row 2, column 2, X"), "{all:#?}");
    // The moves are told in a live region, with the game's own speech off.
    let told: Vec<String> = {
        let state = after.state();
        let mut stack: Vec<_> = state.root().children().collect();
        let mut told = Vec::new();
        while let Some(node) = stack.pop() {
            if node.live() == accesskit::Live::Polite
                && let Some(value) = node.value()
            {
                told.push(value);
            }
            stack.extend(node.children());
        }
        told
    };
    assert!(
        told.iter().any(|t| t.starts_with("Hard (O) plays")),
        "{told:#?}"
    );
    let marks = all
        .iter()
        .filter(|(r, n, _)| *r == Role::GridCell && (n.ends_with(", X") || n.ends_with(", O")))
        .count();
    assert_eq!(marks, 2, "every mark named: {all:#?}");
}

/// The board on screen.
fn board_of(app: &App) -> mnk::Board {
    app.world().resource::<GameSession>().board().clone()
}
