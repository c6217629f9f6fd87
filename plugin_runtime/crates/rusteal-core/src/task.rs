//! Threads and ticks. The thread that ran `rusteal_init` is the game thread.
//!
//! - `run_on_game_thread(f)`: queued, runs on the next tick.
//! - `spawn(work, done)`: `work` on a `rusteal-task` thread, `done(value)` back on the game thread.
//! - `on_tick(f)`: called every tick with the delta time until its `TickHandle` is removed.
//! - `tick(delta)` (the `on_tick` callback) drains the queue then runs the hooks, each under
//!   `catch_unwind`, without holding a lock while user code runs.
//! - `shutdown()` waits for running tasks (a warning after a second), then clears everything, so
//!   no thread runs code that is about to be unloaded.

use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::ThreadId;
use std::time::{Duration, Instant};

use crate::logging::{LOG_ERROR, LOG_WARNING, log};

type Job = Box<dyn FnOnce() + Send>;
type Hook = Arc<Mutex<dyn FnMut(f32) + Send>>;

struct State {
    queue: VecDeque<Job>,
    hooks: Vec<(u64, Hook)>,
    accepting: bool,
}

static STATE: Mutex<State> = Mutex::new(State { queue: VecDeque::new(), hooks: Vec::new(), accepting: true });
static NEXT_HOOK: AtomicU64 = AtomicU64::new(1);
static RUNNING: (Mutex<usize>, Condvar) = (Mutex::new(0), Condvar::new());
static GAME_THREAD: Mutex<Option<ThreadId>> = Mutex::new(None);
static TICKS: AtomicUsize = AtomicUsize::new(0);

fn state() -> std::sync::MutexGuard<'static, State> {
    STATE.lock().unwrap_or_else(|p| p.into_inner())
}

/// Records the current thread as the game thread (init) and accepts work again after a shutdown.
pub fn set_game_thread() {
    *GAME_THREAD.lock().unwrap_or_else(|p| p.into_inner()) = Some(std::thread::current().id());
    state().accepting = true;
}

/// Whether the caller is on the game thread.
pub fn is_game_thread() -> bool {
    *GAME_THREAD.lock().unwrap_or_else(|p| p.into_inner()) == Some(std::thread::current().id())
}

/// Queues `f` for the next tick. Dropped (with a warning) after shutdown began.
pub fn run_on_game_thread(f: impl FnOnce() + Send + 'static) {
    let mut s = state();
    if s.accepting {
        s.queue.push_back(Box::new(f));
    } else {
        drop(s);
        log(LOG_WARNING, "rusteal: work queued for the game thread after shutdown began was dropped");
    }
}

/// Runs `work` on a background thread, then `done(value)` on the game thread.
pub fn spawn<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static, done: impl FnOnce(T) + Send + 'static) {
    *RUNNING.0.lock().unwrap_or_else(|p| p.into_inner()) += 1;
    let started = std::thread::Builder::new().name("rusteal-task".into()).spawn(move || {
        struct Finish;
        impl Drop for Finish {
            fn drop(&mut self) {
                let mut n = RUNNING.0.lock().unwrap_or_else(|p| p.into_inner());
                *n -= 1;
                RUNNING.1.notify_all();
            }
        }
        let _finish = Finish;
        match catch_unwind(AssertUnwindSafe(work)) {
            Ok(v) => run_on_game_thread(move || done(v)),
            Err(p) => {
                let msg = crate::ffi_guard::take_last_panic()
                    .map(|r| format!("{} at {}:{}:{}", r.message, r.file, r.line, r.column))
                    .unwrap_or_else(|| panic_text(&*p));
                run_on_game_thread(move || log(LOG_ERROR, &format!("Rust panic in a background task: {msg}")));
            }
        }
    });
    if let Err(e) = started {
        let mut n = RUNNING.0.lock().unwrap_or_else(|p| p.into_inner());
        *n -= 1;
        RUNNING.1.notify_all();
        drop(n);
        log(LOG_ERROR, &format!("rusteal: cannot start a background task: {e}"));
    }
}

fn panic_text(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| p.downcast_ref::<String>().cloned()).unwrap_or_default()
}

/// A hook registered with `on_tick`. Dropping it keeps the hook forever; call `remove()`.
#[must_use = "dropping a TickHandle keeps the hook running forever; store it and call .remove() to stop it"]
pub struct TickHandle(u64);

impl TickHandle {
    /// Stops the hook.
    pub fn remove(self) {
        state().hooks.retain(|(id, _)| *id != self.0);
    }
}

/// Calls `f(delta_seconds)` every tick.
pub fn on_tick(f: impl FnMut(f32) + Send + 'static) -> TickHandle {
    let id = NEXT_HOOK.fetch_add(1, Ordering::Relaxed);
    state().hooks.push((id, Arc::new(Mutex::new(f))));
    TickHandle(id)
}

/// The `on_tick` callback.
pub fn tick(delta_seconds: f32) {
    TICKS.fetch_add(1, Ordering::Relaxed);
    let jobs: Vec<Job> = state().queue.drain(..).collect();
    for job in jobs {
        if catch_unwind(AssertUnwindSafe(job)).is_err() {
            report_tick_panic("a game-thread job");
        }
    }
    let hooks: Vec<Hook> = state().hooks.iter().map(|(_, h)| h.clone()).collect();
    for hook in hooks {
        let r = catch_unwind(AssertUnwindSafe(|| (hook.lock().unwrap_or_else(|p| p.into_inner()))(delta_seconds)));
        if r.is_err() {
            report_tick_panic("a tick hook");
        }
    }
}

fn report_tick_panic(what: &str) {
    match crate::ffi_guard::take_last_panic() {
        Some(r) => crate::logging::report_panic(&crate::ffi_guard::PanicRecord {
            message: format!("{} (in {what})", r.message),
            ..r
        }),
        None => log(LOG_ERROR, &format!("Rust panic in {what}")),
    }
}

/// Background tasks still running.
pub fn running_tasks() -> usize {
    *RUNNING.0.lock().unwrap_or_else(|p| p.into_inner())
}

/// Waits for the running tasks (warning once after `warn_after`), then drops the queue and the
/// hooks. Returns how many tasks were waited for.
pub fn shutdown_with(warn_after: Duration) -> usize {
    state().accepting = false;
    let start = Instant::now();
    let mut warned = false;
    let mut n = RUNNING.0.lock().unwrap_or_else(|p| p.into_inner());
    let waited = *n;
    while *n > 0 {
        let (guard, _) = RUNNING.1.wait_timeout(n, Duration::from_millis(50)).unwrap_or_else(|p| p.into_inner());
        n = guard;
        if !warned && *n > 0 && start.elapsed() >= warn_after {
            warned = true;
            log(LOG_WARNING, &format!("rusteal: waiting for {} background task(s) before unloading", *n));
        }
    }
    drop(n);
    let (queue, hooks) = {
        let mut s = state();
        (std::mem::take(&mut s.queue), std::mem::take(&mut s.hooks))
    };
    drop(queue); // dropped outside the lock: closures' captures may have Drop impls that queue work
    drop(hooks);
    waited
}

/// `shutdown_with` a one-second warning.
pub fn shutdown() -> usize {
    shutdown_with(Duration::from_secs(1))
}

#[cfg(test)]
pub(crate) static TEST_LOCK: Mutex<()> = Mutex::new(());

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;

    fn serial() -> std::sync::MutexGuard<'static, ()> {
        TEST_LOCK.lock().unwrap_or_else(|p| p.into_inner())
    }

    #[test]
    fn queued_work_and_spawn_results_run_on_the_next_tick() {
        let _s = serial();
        set_game_thread();
        let (tx, rx) = std::sync::mpsc::channel();
        let tx2 = tx.clone();
        run_on_game_thread(move || tx.send("queued".to_string()).unwrap());
        spawn(|| 6 * 7, move |v| tx2.send(format!("done {v} on game thread: {}", is_game_thread())).unwrap());
        while running_tasks() > 0 {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(rx.try_recv().is_err(), "nothing runs before a tick");
        tick(0.016);
        let got: Vec<String> = rx.try_iter().collect();
        assert_eq!(got, ["queued", "done 42 on game thread: true"]);
    }

    #[test]
    fn hooks_run_every_tick_until_removed_and_survive_panics() {
        let _s = serial();
        let total = Arc::new(Mutex::new(0.0f32));
        let t = total.clone();
        let handle = on_tick(move |dt| *t.lock().unwrap() += dt);
        let bad = on_tick(|_| panic!("hook failed"));
        tick(0.5);
        tick(0.25);
        assert_eq!(*total.lock().unwrap(), 0.75);
        handle.remove();
        bad.remove();
        tick(1.0);
        assert_eq!(*total.lock().unwrap(), 0.75);
    }

    #[test]
    fn a_hook_may_add_and_remove_hooks_while_ticking() {
        let _s = serial();
        let added = Arc::new(AtomicBool::new(false));
        let a = added.clone();
        let handle = on_tick(move |_| {
            if !a.swap(true, Ordering::SeqCst) {
                on_tick(|_| {}).remove();
            }
        });
        tick(0.1);
        assert!(added.load(Ordering::SeqCst));
        handle.remove();
    }

    #[test]
    fn shutdown_waits_for_running_tasks_and_drops_pending_work() {
        let _s = serial();
        set_game_thread();
        let finished = Arc::new(AtomicBool::new(false));
        let f = finished.clone();
        spawn(
            move || {
                std::thread::sleep(Duration::from_millis(200));
                f.store(true, Ordering::SeqCst);
            },
            |_| {},
        );
        let ran = Arc::new(AtomicBool::new(false));
        let r = ran.clone();
        run_on_game_thread(move || r.store(true, Ordering::SeqCst));
        let waited = shutdown_with(Duration::from_millis(50));
        assert!(waited >= 1);
        assert!(finished.load(Ordering::SeqCst), "shutdown returned only after the task finished");
        assert_eq!(running_tasks(), 0);
        tick(0.0);
        assert!(!ran.load(Ordering::SeqCst), "pending work was dropped, not run");
        let lines = crate::logging::take_captured();
        assert!(lines.iter().any(|l| l.contains("waiting for 1 background task")), "{lines:?}");
        set_game_thread(); // accept work again for other tests
    }
}
