//! The host's invitation across the internet: in lines short enough for a small window, as a
//! QR code, and to the clipboard (Copy).

use bevy::asset::RenderAssetUsages;
use bevy::clipboard::Clipboard;
use bevy::image::ImageSampler;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use qrcode::{Color as Module, QrCode};

use super::InvitationCode;
use crate::game::online::{Connection, Online};
use crate::notice::Notice;
use crate::theme::say::Say;

/// Characters of the invitation a line: it has no spaces to wrap at.
const LINE: usize = 38;

/// The modules of light around a QR code, for a reader to find it (ISO/IEC 18004's quiet
/// zone).
const QUIET: usize = 4;

/// The invitation cut in lines of [`LINE`] characters.
pub(super) fn in_lines(invitation: &str) -> String {
    let chars: Vec<char> = invitation.chars().collect();
    chars
        .chunks(LINE)
        .map(|line| line.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The QR code of the invitation while the host waits; drawn anew only when the invitation
/// changes.
pub(super) fn show_code(
    online: Res<Online>,
    // None in a headless app.
    images: Option<ResMut<Assets<Image>>>,
    mut codes: Query<(&mut ImageNode, &mut Node), With<InvitationCode>>,
    mut drawn: Local<Option<String>>,
) {
    let mut images = images;
    let listening = matches!(online.connection(), Connection::Listening { .. });
    let invitation = online
        .invitation()
        .filter(|_| listening)
        .map(|(text, _)| text);
    for (mut image, mut node) in &mut codes {
        let display = match invitation {
            Some(_) => Display::Flex,
            None => Display::None,
        };
        if node.display != display {
            node.display = display;
        }
        if let Some(text) = invitation
            && let Some(images) = images.as_mut()
            && (drawn.as_deref() != Some(text) || image.image == Handle::default())
            && let Some(code) = qr_image(text)
        {
            image.image = images.add(code);
            *drawn = Some(text.to_string());
        }
    }
}

/// `text` as a QR code: a pixel a module, dark on light, sampled to stay sharp at any size.
fn qr_image(text: &str) -> Option<Image> {
    let code = QrCode::new(text.as_bytes()).ok()?;
    let width = code.width();
    let side = width + 2 * QUIET;
    let modules = code.to_colors();
    let mut pixels = vec![255u8; side * side * 4];
    for (i, module) in modules.iter().enumerate() {
        if *module == Module::Dark {
            let (x, y) = (i % width + QUIET, i / width + QUIET);
            let at = (y * side + x) * 4;
            pixels[at..at + 3].fill(0);
        }
    }
    let mut image = Image::new(
        Extent3d {
            width: side as u32,
            height: side as u32,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        pixels,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.sampler = ImageSampler::nearest();
    Some(image)
}

/// Copy: the invitation to the system's clipboard, and a notice that says so.
pub(super) fn copy(
    online: Res<Online>,
    // None in a headless app.
    clipboard: Option<ResMut<Clipboard>>,
    mut notices: MessageWriter<Notice>,
) {
    let (Some((invitation, _)), Some(mut clipboard)) = (online.invitation(), clipboard) else {
        return;
    };
    match clipboard.set_text(invitation) {
        Ok(()) => {
            info!("the invitation is on the clipboard");
            notices.write(Notice(Say::new("online-copied")));
        }
        Err(e) => warn!("the invitation could not be copied: {e:?}"),
    }
}
