// The headless engine's calls, console, tick and delegate broadcasts (headless_engine.hpp): the
// half of HeadlessEngine that runs Rust code; headless_engine.cpp has its classes and objects.
#include "core/headless_engine.hpp"

#include "core/value_text.hpp"

#include <algorithm>
#include <cstring>

namespace rusteal::headless {

// ---- calls ----------------------------------------------------------------------------------------

bool HeadlessEngine::process_event(Object* obj, Function* f, std::uint8_t* params, std::string& error) {
    if (f->retired) return true;
    if (!f->callback_id) {
        // An event nobody implemented: nothing runs. A Rust class's Blueprint event (one its
        // Blueprint child would implement) says so in the log, with what it was called with.
        if ((f->flags & kFuncBlueprintEvent) && f->owner && !f->owner->native) {
            std::string args;
            for (const auto& p : f->params) {
                if (p->flags & kCpfReturnParm) continue;
                args += (args.empty() ? "" : ", ") + p->name + "=" +
                        (params ? format_value(*this, *p, params + p->offset) : std::string("?"));
            }
            log_line(0, "LogHost: Blueprint event " + f->owner->name + "." + f->name + " on " + obj->name + " (" + args +
                            "), which no Blueprint implements here");
        }
        return true;
    }
    if (!f->library || !f->library->loaded()) {
        error = "function " + f->name + " belongs to library " + (f->library ? f->library->name() : "?") +
                ", which is not loaded";
        return false;
    }
    std::vector<std::uint8_t> empty;
    if (!params) {
        empty.assign(std::max<std::size_t>(f->parms_size, 1) + 16, 0);
        params = empty.data();
    }
    host_->call(*f->library, [&](const FRustealRustCallbacks& cb) {
        cb.invoke_rust_function(f->callback_id, UObjectHandle{obj}, params);
    });
    return true;
}

Outcome HeadlessEngine::call(Object* obj, std::string_view function, const std::vector<std::string>& args) {
    if (!obj || !obj->alive) return Outcome::fail("no such object");
    Function* f = obj->cls->function(function);
    if (!f) return Outcome::fail("class " + obj->cls->name + " has no function " + std::string(function));
    std::vector<Property*> inputs;
    for (const auto& p : f->params)
        if (!(p->flags & kCpfReturnParm)) inputs.push_back(p.get());
    if (args.size() > inputs.size())
        return Outcome::fail(f->name + " takes " + std::to_string(inputs.size()) + " argument(s), " +
                             std::to_string(args.size()) + " given");
    // 16-byte aligned, zeroed parameter buffer.
    std::vector<std::uint8_t> storage(std::max<std::size_t>(f->parms_size, 1) + 16, 0);
    auto addr = reinterpret_cast<std::uintptr_t>(storage.data());
    std::uint8_t* params = storage.data() + ((16 - addr % 16) % 16);
    for (const auto& p : f->params) construct_value(*p, params + p->offset);
    std::string error;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (!parse_value(*this, *inputs[i], args[i], params + inputs[i]->offset, error)) {
            for (const auto& p : f->params) destroy_value(*p, params + p->offset);
            return Outcome::fail("argument " + std::to_string(i + 1) + " (" + inputs[i]->name + ") of " + f->name +
                                 ": " + error);
        }
    }
    const std::size_t errors_before = log_.size();
    const bool ran = process_event(obj, f, params, error);
    std::string out;
    if (ran) {
        if (Property* r = f->return_param()) out = format_value(*this, *r, params + r->offset);
        for (Property* p : inputs) {
            if (p->flags & kCpfOutParm) {
                if (!out.empty()) out += ", ";
                out += p->name + "=" + format_value(*this, *p, params + p->offset);
            }
        }
    }
    for (const auto& p : f->params) destroy_value(*p, params + p->offset);
    destroy_pending();
    if (!ran) return Outcome::fail(error);
    for (std::size_t i = errors_before; i < log_.size(); ++i) {
        if (log_[i].text.rfind("Script error: ", 0) == 0) {
            if (!out.empty()) out += " ";
            out += "(" + log_[i].text + ")";
        }
    }
    return Outcome::value(out.empty() ? "ok" : out);
}

Outcome HeadlessEngine::get(Object* obj, std::string_view property) {
    if (!obj || !obj->alive) return Outcome::fail("no such object");
    if (const Property* p = obj->member(property)) return Outcome::value(format_value(*this, *p, obj->value_ptr(*p)));
    return Outcome::fail("class " + obj->cls->name + " has no property " + std::string(property));
}

Outcome HeadlessEngine::set(Object* obj, std::string_view property, std::string_view value) {
    if (!obj || !obj->alive) return Outcome::fail("no such object");
    const Property* p = obj->member(property);
    if (!p) return Outcome::fail("class " + obj->cls->name + " has no property " + std::string(property));
    std::string error;
    if (!parse_value(*this, *p, value, obj->value_ptr(*p), error)) return Outcome::fail(obj->cls->name + "." + p->name + ": " + error);
    return Outcome::value(format_value(*this, *p, obj->value_ptr(*p)));
}

Outcome HeadlessEngine::make_table(std::string_view name, std::string_view row_struct) {
    const Struct* s = find_struct(row_struct);
    if (!s) return Outcome::fail("no struct named " + std::string(row_struct) + " (a library's structs exist once it loaded)");
    Object* table = nullptr;
    if (Outcome r = spawn("DataTable", name, table); !r.ok) return r;
    data_tables_.make(table, s);
    return Outcome::value(table->name + " has rows of " + s->name);
}

Outcome HeadlessEngine::add_table_row(Object* table, const std::string& row, const std::vector<std::string>& fields) {
    if (!table || !table->alive) return Outcome::fail("no such data table");
    std::string why;
    std::uint8_t* at = data_tables_.add_row(table, row, why);
    if (!at) return Outcome::fail(table->name + ": " + why);
    const Struct* s = data_tables_.row_struct(table);
    for (const std::string& field : fields) {
        const auto eq = field.find('=');
        const std::string key = field.substr(0, eq);
        const Property* p = nullptr;
        for (const auto& f : s->properties)
            if (f->name == key) p = f.get();
        if (eq == std::string::npos || !p) return Outcome::fail("row " + row + ": `" + field + "` is not <Field>=<value> of a field of " + s->name);
        if (!parse_value(*this, *p, std::string_view(field).substr(eq + 1), at + p->offset, why))
            return Outcome::fail("row " + row + ": " + s->name + "." + key + ": " + why);
    }
    return Outcome::value(table->name + " has row " + row);
}

Outcome HeadlessEngine::console(std::string_view line) {
    std::string_view rest = line;
    const auto sp = rest.find(' ');
    const std::string name(rest.substr(0, sp));
    std::string args;
    if (sp != std::string_view::npos) {
        std::string_view tail = rest.substr(sp + 1);
        // Arguments separated by '\n', as the engine splits them.
        std::size_t i = 0;
        while (i < tail.size()) {
            while (i < tail.size() && tail[i] == ' ') ++i;
            std::size_t j = tail.find(' ', i);
            if (j == std::string_view::npos) j = tail.size();
            if (j > i) {
                if (!args.empty()) args += '\n';
                args.append(tail.substr(i, j - i));
            }
            i = j;
        }
    }
    if (auto it = commands.find(name); it != commands.end()) {
        Library* lib = it->second.library;
        if (!lib || !lib->loaded()) return Outcome::fail("console command " + name + "'s library is not loaded");
        FRustealConsoleArgs a{reinterpret_cast<const std::uint8_t*>(args.data()),
                              static_cast<std::uint32_t>(args.size()), UObjectHandle{nullptr}};
        const std::uint64_t id = it->second.callback_id;
        host_->call(*lib, [&](const FRustealRustCallbacks& cb) {
            cb.invoke_delegate_callback(id, reinterpret_cast<std::uint8_t*>(&a));
        });
        return Outcome::value("ok");
    }
    if (auto it = variables.find(name); it != variables.end()) {
        if (!args.empty()) it->second.value = args;
        return Outcome::value(it->second.value);
    }
    return Outcome::fail("no console command or variable named " + name);
}

void HeadlessEngine::tick(float delta_seconds) {
    delta_seconds_ = delta_seconds;
    time_seconds_ += delta_seconds;
    for (auto& l : host_->libraries())
        host_->call(*l, [&](const FRustealRustCallbacks& cb) { cb.on_tick(delta_seconds); });
    // Objects spawned during the frame tick from the next one.
    const std::size_t count = objects_.size();
    for (std::size_t i = 0; i < count; ++i) {
        Object* o = objects_[i].get();
        if (!o->alive || o->is_cdo || !o->cls->has_tick || !actor_states_.ticks(o)) continue;
        Function* f = o->cls->function_with_body("ReceiveTick");
        if (!f) continue;
        alignas(16) std::uint8_t params[16] = {};
        if (const Property* p = f->param("DeltaSeconds")) std::memcpy(params + p->offset, &delta_seconds, 4);
        std::string error;
        process_event(o, f, params, error);
    }
    // The modelled engine's parts, in their order (characters and vehicles move, spawned actors'
    // life spans and projectiles, montages, timers, moves, AI, StateTrees, queries, HUDs).
    each_subsystem([&](WorldSubsystem& s) { s.tick(delta_seconds); });
    destroy_pending();
}

void HeadlessEngine::broadcast(Object* obj, const Property& delegate, std::uint8_t* params) {
    auto* d = std::launder(reinterpret_cast<MulticastDelegate*>(obj->value_ptr(delegate)));
    const std::vector<DelegateBinding> bindings = d->bindings; // a callback may bind or unbind
    for (const DelegateBinding& b : bindings) {
        if (b.library) {
            host_->call(*b.library, [&](const FRustealRustCallbacks& cb) { cb.invoke_delegate_callback(b.callback_id, params); });
        } else if (b.target && b.target->alive) {
            Function* f = b.target->cls->function(b.function);
            std::string error;
            if (f) process_event(b.target, f, params, error);
        }
    }
}

std::uint8_t* HeadlessEngine::alloc_temp(const Property& p) {
    const std::size_t bytes = p.offset + p.size + 16;
    auto* base = new std::uint8_t[bytes];
    std::memset(base, 0, bytes);
    construct_value(p, base + p.offset);
    temp_containers_[base] = bytes;
    return base;
}

void HeadlessEngine::free_temp(const Property& p, std::uint8_t* base) {
    auto it = temp_containers_.find(base);
    if (it == temp_containers_.end()) return;
    destroy_value(p, base + p.offset);
    temp_containers_.erase(it);
    delete[] base;
}

} // namespace rusteal::headless
