//! TwinStickNPCDestruction: the Twin Stick variant's `ATwinStickNPCDestruction`, the proxy a
//! destroyed NPC leaves behind; its Blueprint child (BP_TwinStickNPCDestruction) plays the
//! destruction and goes.

use bindings::engine::Actor;
use rusteal_runtime::uclass;

#[uclass(parent = Actor)]
pub struct TwinStickNPCDestruction {}
