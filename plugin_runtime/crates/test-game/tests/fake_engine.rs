//! The test game's library initialised by a fake engine: an API table whose reify, reflection,
//! property and logging entries record what the library asks and keep a small object model, the
//! rest answering "unavailable" (rusteal_core::test_table). It runs the code the macros generated
//! for real: registration in dependency order, defaults on the class default object, components,
//! functions and their parameters; then constructs a Door's Rust data and calls its #[ufunction]s
//! through the callbacks with parameter buffers, as the engine does. (The headless host is the
//! real engine side; this checks the Rust side's half without it.)

use std::collections::HashMap;
use std::sync::Mutex;

use rusteal_core::test_table as stub;
use rusteal_runtime::ffi::*;

#[derive(Default)]
struct Engine {
    events: Vec<String>,
    next: u64,
    names: HashMap<u64, String>, // class, property, function, struct, enum handles -> name
    class_by_name: HashMap<String, u64>,
    type_id_of_class: HashMap<u64, u64>,
    parent_of: HashMap<u64, u64>,
    props: HashMap<(u64, String), u64>,  // (class or struct, name) -> property
    funcs: HashMap<(u64, String), u64>,  // (class, name) -> function
    params: HashMap<(u64, String), u64>, // (function, name) -> property
    offsets: HashMap<u64, u32>,          // parameter -> offset
    param_count: HashMap<u64, u32>,
    callback_of: HashMap<u64, u64>, // function -> callback id
    cdo_of: HashMap<u64, u64>,
    objects: HashMap<u64, u64>,          // object -> class
    values: HashMap<(u64, u64), String>, // (object, property) -> value written
    logs: Vec<String>,
}

static ENGINE: Mutex<Option<Engine>> = Mutex::new(None);

fn engine<R>(f: impl FnOnce(&mut Engine) -> R) -> R {
    f(ENGINE.lock().unwrap().get_or_insert_with(|| Engine { next: 0x1000, ..Default::default() }))
}

unsafe fn text(p: *const u8, len: u32) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: the library passes a pointer and its length.
    String::from_utf8_lossy(unsafe { std::slice::from_raw_parts(p, len as usize) }).into_owned()
}

impl Engine {
    fn handle(&mut self, name: String) -> u64 {
        self.next += 0x10;
        self.names.insert(self.next, name);
        self.next
    }
    fn class(&mut self, name: &str) -> u64 {
        if let Some(h) = self.class_by_name.get(name) {
            return *h;
        }
        let h = self.handle(name.to_string());
        self.class_by_name.insert(name.to_string(), h);
        h
    }
    fn name(&self, h: u64) -> String {
        self.names.get(&h).cloned().unwrap_or_else(|| format!("{h:#x}"))
    }
    fn object_of(&mut self, class: u64) -> u64 {
        let o = self.handle(format!("{} object", self.name(class)));
        self.objects.insert(o, class);
        o
    }
}

// ---- the faked entries ------------------------------------------------------------------------

unsafe extern "C" fn is_valid(obj: UObjectHandle) -> bool {
    engine(|e| e.objects.contains_key(&obj.to_addr()))
}
unsafe extern "C" fn is_a(obj: UObjectHandle, target: UClassHandle) -> bool {
    engine(|e| {
        let mut c = e.objects.get(&obj.to_addr()).copied().unwrap_or(0);
        while c != 0 {
            if c == target.to_addr() {
                return true;
            }
            c = e.parent_of.get(&c).copied().unwrap_or(0);
        }
        false
    })
}
unsafe extern "C" fn get_static_class(name: *const u8, len: u32) -> UClassHandle {
    // SAFETY: pointer and length from the library.
    let n = unsafe { text(name, len) };
    UClassHandle::from_addr(engine(|e| e.class(&n)))
}
unsafe extern "C" fn find_property(cls: UClassHandle, name: *const u8, len: u32) -> FPropertyHandle {
    // SAFETY: as above.
    let n = unsafe { text(name, len) };
    if n == "Ghost" {
        return FPropertyHandle::null(); // registered, then lost: the accessors' error path
    }
    engine(|e| {
        let mut c = cls.to_addr();
        while c != 0 {
            if let Some(p) = e.props.get(&(c, n.clone())) {
                return FPropertyHandle::from_addr(*p);
            }
            c = e.parent_of.get(&c).copied().unwrap_or(0);
        }
        FPropertyHandle::null()
    })
}
unsafe extern "C" fn find_function_by_class(cls: UClassHandle, name: *const u8, len: u32) -> UFunctionHandle {
    // SAFETY: as above.
    let n = unsafe { text(name, len) };
    UFunctionHandle::from_addr(engine(|e| e.funcs.get(&(cls.to_addr(), n)).copied().unwrap_or(0)))
}
unsafe extern "C" fn get_function_param(func: UFunctionHandle, name: *const u8, len: u32) -> FPropertyHandle {
    // SAFETY: as above.
    let n = unsafe { text(name, len) };
    FPropertyHandle::from_addr(engine(|e| e.params.get(&(func.to_addr(), n)).copied().unwrap_or(0)))
}
unsafe extern "C" fn get_property_offset(prop: FPropertyHandle) -> u32 {
    engine(|e| e.offsets.get(&prop.to_addr()).copied().unwrap_or(0))
}

unsafe extern "C" fn create_class(name: *const u8, len: u32, parent: UClassHandle, type_id: u64) -> UClassHandle {
    // SAFETY: as above.
    let n = unsafe { text(name, len) };
    UClassHandle::from_addr(engine(|e| {
        let h = e.handle(n.clone());
        e.type_id_of_class.insert(h, type_id);
        e.parent_of.insert(h, parent.to_addr());
        let p = e.name(parent.to_addr());
        e.events.push(format!("create_class {n} parent={p}"));
        h
    }))
}
unsafe extern "C" fn set_class_shape(cls: UClassHandle, shape: u64) -> UClassHandle {
    assert_ne!(shape, 0);
    cls
}
unsafe extern "C" fn add_property(
    cls: UClassHandle,
    name: *const u8,
    len: u32,
    prop_type: u32,
    flags: u64,
    _extra: *const RustealReifyPropExtra,
) -> FPropertyHandle {
    // SAFETY: as above.
    let n = unsafe { text(name, len) };
    FPropertyHandle::from_addr(engine(|e| {
        let h = e.handle(n.clone());
        e.props.insert((cls.to_addr(), n.clone()), h);
        let c = e.name(cls.to_addr());
        e.events.push(format!("add_property {c}.{n} type={prop_type} flags={flags:#x}"));
        h
    }))
}
unsafe extern "C" fn set_property_metadata(
    prop: FPropertyHandle,
    k: *const u8,
    kl: u32,
    v: *const u8,
    vl: u32,
) -> RustealErrorCode {
    // SAFETY: as above.
    let (k, v) = unsafe { (text(k, kl), text(v, vl)) };
    engine(|e| {
        let p = e.name(prop.to_addr());
        e.events.push(format!("metadata {p} {k}={v}"));
    });
    RustealErrorCode::Ok
}
unsafe extern "C" fn add_function(
    cls: UClassHandle,
    name: *const u8,
    len: u32,
    callback: u64,
    flags: u32,
) -> UFunctionHandle {
    // SAFETY: as above.
    let n = unsafe { text(name, len) };
    UFunctionHandle::from_addr(engine(|e| {
        let h = e.handle(n.clone());
        e.funcs.insert((cls.to_addr(), n.clone()), h);
        e.callback_of.insert(h, callback);
        let c = e.name(cls.to_addr());
        e.events.push(format!(
            "add_function {c}.{n} callback={} flags={flags:#x}",
            if callback == 0 { "none" } else { "yes" }
        ));
        h
    }))
}
unsafe extern "C" fn add_function_param(
    func: UFunctionHandle,
    name: *const u8,
    len: u32,
    prop_type: u32,
    flags: u64,
    _extra: *const RustealReifyPropExtra,
) -> RustealErrorCode {
    // SAFETY: as above.
    let n = unsafe { text(name, len) };
    engine(|e| {
        let h = e.handle(n.clone());
        let slot = e.param_count.entry(func.to_addr()).or_insert(0);
        e.offsets.insert(h, *slot * 8);
        *slot += 1;
        e.params.insert((func.to_addr(), n.clone()), h);
        let f = e.name(func.to_addr());
        e.events.push(format!("param {f}({n}) type={prop_type} flags={flags:#x}"));
    });
    RustealErrorCode::Ok
}
unsafe extern "C" fn add_delegate(cls: UClassHandle, name: *const u8, len: u32, flags: u64) -> UFunctionHandle {
    // SAFETY: as above.
    let n = unsafe { text(name, len) };
    UFunctionHandle::from_addr(engine(|e| {
        let h = e.handle(format!("{n}__DelegateSignature"));
        let c = e.name(cls.to_addr());
        e.events.push(format!("add_delegate {c}.{n} flags={flags:#x}"));
        h
    }))
}
unsafe extern "C" fn finalize_class(cls: UClassHandle) -> RustealErrorCode {
    // The engine creates the default object here, whose constructor makes its Rust data.
    let (cdo, type_id) = engine(|e| {
        let c = cls.to_addr();
        let cdo = e.object_of(c);
        e.cdo_of.insert(c, cdo);
        let n = e.name(c);
        e.events.push(format!("finalize_class {n}"));
        (cdo, e.type_id_of_class[&c])
    });
    let callbacks = rusteal_test_game::rusteal_callbacks();
    // SAFETY: the library's own callbacks, available during its init.
    unsafe { ((*callbacks).construct_rust_instance)(UObjectHandle::from_addr(cdo), type_id, true) };
    RustealErrorCode::Ok
}
unsafe extern "C" fn get_cdo(cls: UClassHandle) -> UObjectHandle {
    UObjectHandle::from_addr(engine(|e| e.cdo_of.get(&cls.to_addr()).copied().unwrap_or(0)))
}
#[allow(clippy::too_many_arguments)]
unsafe extern "C" fn add_default_subobject(
    cls: UClassHandle,
    name: *const u8,
    name_len: u32,
    property: *const u8,
    property_len: u32,
    component_class: UClassHandle,
    flags: u32,
    attach: *const u8,
    attach_len: u32,
    socket: *const u8,
    socket_len: u32,
) -> RustealErrorCode {
    // SAFETY: as above.
    let (n, p, a, s) = unsafe {
        (text(name, name_len), text(property, property_len), text(attach, attach_len), text(socket, socket_len))
    };
    engine(|e| {
        let c = e.name(cls.to_addr());
        let cc = e.name(component_class.to_addr());
        e.events.push(format!("component {c}.{n} property={p} class={cc} flags={flags} attach={a} socket={s}"));
    });
    RustealErrorCode::Ok
}
unsafe extern "C" fn create_struct(name: *const u8, len: u32) -> UStructHandle {
    // SAFETY: as above.
    let n = unsafe { text(name, len) };
    UStructHandle::from_addr(engine(|e| {
        e.events.push(format!("create_struct {n}"));
        e.handle(n)
    }))
}
unsafe extern "C" fn add_struct_property(
    s: UStructHandle,
    name: *const u8,
    len: u32,
    prop_type: u32,
    _flags: u64,
    _extra: *const RustealReifyPropExtra,
) -> FPropertyHandle {
    // SAFETY: as above.
    let n = unsafe { text(name, len) };
    FPropertyHandle::from_addr(engine(|e| {
        let st = e.name(s.to_addr());
        e.events.push(format!("struct_property {st}.{n} type={prop_type}"));
        e.handle(n)
    }))
}
unsafe extern "C" fn finalize_struct(s: UStructHandle) -> RustealErrorCode {
    engine(|e| {
        let st = e.name(s.to_addr());
        e.events.push(format!("finalize_struct {st}"));
    });
    RustealErrorCode::Ok
}
unsafe extern "C" fn create_enum(
    name: *const u8,
    len: u32,
    names: *const u8,
    names_len: u32,
    values: *const i64,
    count: u32,
) -> UClassHandle {
    // SAFETY: as above; `values` holds `count` values.
    let (n, names, values) = unsafe {
        (text(name, len), text(names, names_len), std::slice::from_raw_parts(values, count as usize).to_vec())
    };
    UClassHandle::from_addr(engine(|e| {
        e.events.push(format!("create_enum {n} [{}] {values:?}", names.replace('\n', ",")));
        e.handle(n)
    }))
}
unsafe extern "C" fn add_interface(cls: UClassHandle, path: *const u8, len: u32) -> RustealErrorCode {
    // SAFETY: as above.
    let p = unsafe { text(path, len) };
    engine(|e| {
        let c = e.name(cls.to_addr());
        e.events.push(format!("interface {c} {p}"));
    });
    RustealErrorCode::Ok
}
unsafe extern "C" fn set_class_config(cls: UClassHandle, name: *const u8, len: u32) -> RustealErrorCode {
    // SAFETY: as above.
    let n = unsafe { text(name, len) };
    engine(|e| {
        let c = e.name(cls.to_addr());
        e.events.push(format!("config {c} {n}"));
    });
    RustealErrorCode::Ok
}

fn record_value(obj: UObjectHandle, prop: FPropertyHandle, v: String) -> RustealErrorCode {
    engine(|e| {
        let (o, p) = (e.name(obj.to_addr()), e.name(prop.to_addr()));
        e.events.push(format!("set {o}.{p} = {v}"));
        e.values.insert((obj.to_addr(), prop.to_addr()), v);
    });
    RustealErrorCode::Ok
}
unsafe extern "C" fn set_bool(o: UObjectHandle, p: FPropertyHandle, v: bool) -> RustealErrorCode {
    record_value(o, p, v.to_string())
}
unsafe extern "C" fn set_i32(o: UObjectHandle, p: FPropertyHandle, v: i32) -> RustealErrorCode {
    record_value(o, p, v.to_string())
}
unsafe extern "C" fn set_i64(o: UObjectHandle, p: FPropertyHandle, v: i64) -> RustealErrorCode {
    record_value(o, p, v.to_string())
}
unsafe extern "C" fn set_u8(o: UObjectHandle, p: FPropertyHandle, v: u8) -> RustealErrorCode {
    record_value(o, p, v.to_string())
}
unsafe extern "C" fn set_f32(o: UObjectHandle, p: FPropertyHandle, v: f32) -> RustealErrorCode {
    record_value(o, p, v.to_string())
}
unsafe extern "C" fn set_f64(o: UObjectHandle, p: FPropertyHandle, v: f64) -> RustealErrorCode {
    record_value(o, p, v.to_string())
}
unsafe extern "C" fn set_enum(o: UObjectHandle, p: FPropertyHandle, v: i64) -> RustealErrorCode {
    record_value(o, p, format!("enum {v}"))
}
unsafe extern "C" fn set_string(o: UObjectHandle, p: FPropertyHandle, buf: *const u8, len: u32) -> RustealErrorCode {
    // SAFETY: as above.
    record_value(o, p, format!("{:?}", unsafe { text(buf, len) }))
}
unsafe extern "C" fn get_i32(o: UObjectHandle, p: FPropertyHandle, out: *mut i32) -> RustealErrorCode {
    let v = engine(|e| e.values.get(&(o.to_addr(), p.to_addr())).and_then(|v| v.parse().ok()).unwrap_or(1));
    // SAFETY: the library passes a valid destination.
    unsafe { *out = v };
    RustealErrorCode::Ok
}
unsafe extern "C" fn log(level: u8, msg: *const u8, len: u32) {
    // SAFETY: as above.
    let m = unsafe { text(msg, len) };
    engine(|e| e.logs.push(format!("{level}: {m}")));
}
unsafe extern "C" fn report(r: *const RustealErrorReport) {
    // SAFETY: the library passes a valid report.
    let r = unsafe { &*r };
    // SAFETY: as above.
    let summary = unsafe { text(r.summary, r.summary_len) };
    engine(|e| e.logs.push(format!("report level={} script={} {summary}", r.level, r.is_script_error)));
}

fn table() -> &'static RustealApiTable {
    let core = Box::leak(Box::new(RustealCoreApi { is_valid, is_a, ..stub::CORE }));
    let property = Box::leak(Box::new(RustealPropertyApi {
        set_bool,
        set_i32,
        set_i64,
        set_u8,
        set_f32,
        set_f64,
        set_enum,
        set_string,
        get_i32,
        ..stub::PROPERTY
    }));
    let reflection = Box::leak(Box::new(RustealReflectionApi {
        get_static_class,
        find_property,
        find_function_by_class,
        get_function_param,
        get_property_offset,
        ..stub::REFLECTION
    }));
    let reify = Box::leak(Box::new(RustealReifyApi {
        create_class,
        set_class_shape,
        add_property,
        set_property_metadata,
        add_function,
        add_function_param,
        add_delegate,
        finalize_class,
        get_cdo,
        add_default_subobject,
        create_struct,
        add_struct_property,
        finalize_struct,
        create_enum,
        add_interface,
        set_class_config,
        ..stub::REIFY
    }));
    let logging = Box::leak(Box::new(RustealLoggingApi { log, report }));
    Box::leak(Box::new(RustealApiTable {
        version: RUSTEAL_VERSION,
        core,
        property,
        reflection,
        container: &stub::CONTAINER,
        delegate: &stub::DELEGATE,
        lifecycle: &stub::LIFECYCLE,
        reify,
        world: &stub::WORLD,
        logging,
        widget: &stub::WIDGET,
        input: &stub::INPUT,
        console: &stub::CONSOLE,
        func_table: std::ptr::null(),
        func_count: 0,
    }))
}

fn position(events: &[String], prefix: &str) -> usize {
    events
        .iter()
        .position(|e| e.starts_with(prefix))
        .unwrap_or_else(|| panic!("no event `{prefix}` in:\n{}", events.join("\n")))
}

#[test]
fn the_library_registers_its_types_and_runs_its_functions_through_the_table() {
    // SAFETY: a complete table that lives for the rest of the process.
    let callbacks = unsafe { rusteal_test_game::rusteal_init(table()) };
    let events = engine(|e| e.events.clone());
    assert!(!callbacks.is_null(), "init failed:\n{}\nlog: {:?}", events.join("\n"), engine(|e| e.logs.clone()));

    // Registration order: enums, classes parents first, structs, members, functions, finalise.
    assert_eq!(events[0], "create_enum DoorState [Closed,Opening,Open] [0, 2, 3]");
    let door = position(&events, "create_class Door parent=Actor");
    assert!(door < position(&events, "create_class VaultDoor parent=Door"));
    assert!(position(&events, "finalize_struct Loot") < position(&events, "add_property Door."));
    assert!(position(&events, "add_property Door.") < position(&events, "add_function Door."));
    assert!(position(&events, "finalize_class Door") < position(&events, "finalize_class VaultDoor"));

    // Properties with the flags UHT would give them, metadata, components, interface, config.
    assert!(events.contains(&"add_property Door.KeysNeeded type=1 flags=0x10015".to_string()), "{events:#?}");
    assert!(events.contains(&"add_property Door.bLocked type=0 flags=0x5".to_string()));
    assert!(events.contains(&"add_property Door.Codes type=13 flags=0x2000".to_string()));
    assert!(events.contains(&"metadata bLocked Category=Door".to_string()));
    assert!(events.contains(&"metadata Title BindWidget=true".to_string()));
    assert!(
        events
            .iter()
            .any(|e| e == "component Door.Frame property=Frame class=StaticMeshComponent flags=1 attach= socket=")
    );
    assert!(
        events.iter().any(|e| e
            == "component Door.DoorLeaf property=Leaf class=StaticMeshComponent flags=0 attach=Frame socket=Hinge")
    );
    assert!(events.iter().any(|e| e == "interface Door /Script/TestGame.Interactable"));
    assert!(events.iter().any(|e| e == "config Door Game"));
    // Functions: callable ones call back into Rust; events have no callback; overrides no parameters.
    assert!(events.iter().any(|e| e.starts_with("add_function Door.Open callback=yes")));
    assert!(events.iter().any(|e| e.starts_with("add_function Door.K2_TryUnlock callback=yes flags=0x4420400")));
    assert!(events.iter().any(|e| e.starts_with("add_function Door.OnKnocked callback=none")));
    assert!(events.iter().any(|e| e.starts_with("add_delegate Door.OnOpened")));
    assert!(events.iter().any(|e| e == "param OnOpened__DelegateSignature(Angle) type=4 flags=0x80"));
    assert!(!events.iter().any(|e| e.starts_with("param ReceiveTick(")), "an override takes its parent's parameters");
    // `default =` values and #[class_defaults] ran on the default object.
    for set in [
        "KeysNeeded = 3",
        "bLocked = true",
        "Serial = 1000000000000",
        "Charges = 7",
        "OpenAngle = 90",
        "OpenSeconds = 2.5",
        "State = enum 0",
        "Label = \"Front door\"",
        "Locks = 5",
    ] {
        assert!(events.iter().any(|e| e.starts_with("set ") && e.ends_with(set)), "missing `{set}`");
    }

    // A Door in the level: the engine constructs its Rust data, then calls its functions.
    let (obj, door_type, open, is_open, unlock, read_ghost) = engine(|e| {
        // The crate's Door, not other::Door (same name, another module: another type id).
        let id = rusteal_test_game::Door::__RUSTEAL_TYPE_ID;
        let class = *e.type_id_of_class.iter().find(|(_, t)| **t == id).unwrap().0;
        let obj = e.object_of(class);
        let f = |name: &str| e.callback_of[&e.funcs[&(class, name.to_string())]];
        (obj, e.type_id_of_class[&class], f("Open"), f("IsOpen"), f("K2_TryUnlock"), f("ReadGhost"))
    });
    let obj = UObjectHandle::from_addr(obj);
    // SAFETY: the callbacks of the initialised library; parameter buffers laid out as the fake
    // engine's reflection says (8-byte slots in declaration order).
    unsafe {
        let cb = &*callbacks;
        (cb.construct_rust_instance)(obj, door_type, false);
        let mut params = [0u8; 32];
        params[0..4].copy_from_slice(&2.5f32.to_ne_bytes());
        (cb.invoke_rust_function)(open, obj, params.as_mut_ptr());
        let mut ret = [0u8; 8];
        (cb.invoke_rust_function)(is_open, obj, ret.as_mut_ptr());
        assert_eq!(ret[0], 1, "IsOpen returned true after Open(2.5)");

        // A property the engine does not have: the plain getter and setter log, the getter
        // gives 0; the `try_` getter is an error.
        let mut ret = [0u8; 8];
        (cb.invoke_rust_function)(read_ghost, obj, ret.as_mut_ptr());
        assert_eq!(i32::from_ne_bytes(ret[0..4].try_into().unwrap()), 40);

        // K2_TryUnlock(Key, Attempts) -> bool: a null key is an error raised as a script error.
        let mut params = [0u8; 24];
        params[8..12].copy_from_slice(&4i32.to_ne_bytes());
        (cb.invoke_rust_function)(unlock, obj, params.as_mut_ptr());
        assert_eq!(i32::from_ne_bytes(params[8..12].try_into().unwrap()), 5, "the out parameter was written");
        assert_eq!(params[16], 0, "the failed call returns the default");
        // With a key: KeysNeeded (read through the property table, 1 here) allows it.
        params[0..8].copy_from_slice(&obj.to_addr().to_ne_bytes());
        (cb.invoke_rust_function)(unlock, obj, params.as_mut_ptr());
        assert_eq!(params[16], 1);

        // A panic in a callback stays on the Rust side.
        (cb.invoke_rust_function)(u64::MAX, obj, params.as_mut_ptr());
        (cb.drop_rust_instance)(obj, door_type, std::ptr::null_mut());
        (cb.invoke_rust_function)(open, obj, params.as_mut_ptr()); // no data any more: an error, not a crash
        rusteal_test_game::rusteal_shutdown();
    }
    let logs = engine(|e| e.logs.clone());
    assert!(logs.iter().any(|l| l.contains("report level=2 script=true Door::try_unlock: no key given")), "{logs:#?}");
    assert!(logs.iter().any(|l| l.contains("no Rust function has callback id")), "{logs:#?}");
    assert_eq!(
        logs.iter().filter(|l| l.contains("Ghost")).count(),
        2,
        "the getter's and the setter's errors: {logs:#?}"
    );
    assert!(logs.iter().any(|l| l.contains("Door::open") && l.contains("has no Rust data of Door")), "{logs:#?}");
    assert!(
        logs.iter().any(|l| l.contains("test game loaded")),
        "the on_load! hook logged through the engine: {logs:#?}"
    );
}
