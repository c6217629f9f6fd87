//! The visibility trace the variant's aiming and sight checks share: `LineTraceSingle` on the
//! Visibility channel, not against complex collision, drawing nothing.

use bindings::engine::{Actor, EDrawDebugTrace, ETraceTypeQuery, KismetSystemLibrary};
use bindings::prelude::*;
use rusteal_runtime::prelude::Vector;
use rusteal_runtime::runtime::UObjectRef;

/// Where a visibility trace from `start` to `end` in `world`'s world first hits, ignoring
/// `ignored` (and `world` itself when `ignore_self`); `None` when nothing blocks it.
pub fn visibility_hit(world: UObjectRef<Actor>, start: Vector, end: Vector, ignored: &[UObjectRef<Actor>], ignore_self: bool) -> Option<Vector> {
    let (hit, out_hit) = KismetSystemLibrary::line_trace_single(
        world.upcast_to(),
        &FVector::from_dvec3(start),
        &FVector::from_dvec3(end),
        ETraceTypeQuery::TraceTypeQuery1,
        false,
        ignored,
        EDrawDebugTrace::None,
        ignore_self,
        &Default::default(),
        &Default::default(),
        None,
    );
    hit.then(|| out_hit.as_ref().get_impact_point().to_vector())
}
