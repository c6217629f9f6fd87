//! Layout assertions, compiled into every build (a wrong layout fails `cargo build`). The same
//! numbers are asserted on the C++ side in `plugin_runtime/abi/RustealContractTests.cpp`.

use core::mem::{align_of, offset_of, size_of};

use crate::api_table::*;
use crate::callbacks::RustealRustCallbacks;
use crate::error::RustealErrorCode;
use crate::handles::*;
use crate::reify_types::*;

const P: usize = size_of::<*const u8>();

const _: () = {
    assert!(P == 8, "rusteal supports 64-bit targets only");
    assert!(size_of::<UObjectHandle>() == 8);
    assert!(size_of::<UClassHandle>() == 8);
    assert!(size_of::<FPropertyHandle>() == 8);
    assert!(size_of::<UFunctionHandle>() == 8);
    assert!(size_of::<UStructHandle>() == 8);
    assert!(size_of::<FNameHandle>() == 8);
    assert!(size_of::<FWeakObjectHandle>() == 8);
    assert!(offset_of!(FWeakObjectHandle, object_serial_number) == 4);
    assert!(size_of::<RustealErrorCode>() == 4);
    assert!(size_of::<bool>() == 1);

    assert!(size_of::<RustealReifyPropExtra>() == 40);
    assert!(offset_of!(RustealReifyPropExtra, object_class) == 0);
    assert!(offset_of!(RustealReifyPropExtra, ustruct) == 8);
    assert!(offset_of!(RustealReifyPropExtra, uenum) == 16);
    assert!(offset_of!(RustealReifyPropExtra, inner_type) == 24);
    assert!(offset_of!(RustealReifyPropExtra, value_type) == 28);
    assert!(offset_of!(RustealReifyPropExtra, value_class) == 32);

    assert!(size_of::<RustealConsoleArgs>() == 24);
    assert!(offset_of!(RustealConsoleArgs, args_len) == 8);
    assert!(offset_of!(RustealConsoleArgs, world) == 16);

    assert!(size_of::<RustealErrorReport>() == 72);
    assert!(offset_of!(RustealErrorReport, is_script_error) == 1);
    assert!(offset_of!(RustealErrorReport, summary) == 8);
    assert!(offset_of!(RustealErrorReport, summary_len) == 16);
    assert!(offset_of!(RustealErrorReport, details) == 24);
    assert!(offset_of!(RustealErrorReport, details_len) == 32);
    assert!(offset_of!(RustealErrorReport, object) == 36);
    assert!(offset_of!(RustealErrorReport, file) == 48);
    assert!(offset_of!(RustealErrorReport, file_len) == 56);
    assert!(offset_of!(RustealErrorReport, line) == 60);
    assert!(offset_of!(RustealErrorReport, column) == 64);

    assert!(size_of::<RustealApiTable>() == 8 + 12 * P + P + 8);
    assert!(offset_of!(RustealApiTable, core) == 8);
    assert!(offset_of!(RustealApiTable, console) == 8 + 11 * P);
    assert!(offset_of!(RustealApiTable, func_table) == 8 + 12 * P);
    assert!(offset_of!(RustealApiTable, func_count) == 8 + 13 * P);
    assert!(align_of::<RustealApiTable>() == 8);

    assert!(size_of::<RustealCoreApi>() == 11 * P);
    assert!(size_of::<RustealPropertyApi>() == 28 * P);
    assert!(size_of::<RustealReflectionApi>() == 20 * P);
    assert!(size_of::<RustealContainerApi>() == 25 * P);
    assert!(size_of::<RustealDelegateApi>() == 7 * P);
    assert!(size_of::<RustealLifecycleApi>() == 4 * P);
    assert!(size_of::<RustealReifyApi>() == 19 * P);
    assert!(size_of::<RustealWorldApi>() == 10 * P);
    assert!(size_of::<RustealLoggingApi>() == 2 * P);
    assert!(size_of::<RustealWidgetApi>() == 3 * P);
    assert!(size_of::<RustealInputApi>() == 2 * P);
    assert!(size_of::<RustealConsoleApi>() == 5 * P);
    assert!(size_of::<RustealRustCallbacks>() == 7 * P);
};
