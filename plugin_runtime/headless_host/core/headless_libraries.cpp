// HeadlessEngine's libraries: loading and reloading them through the LibraryHost, the subsystems
// told before and after (the engine-function tables: engine_functions.hpp), and the reload hooks
// over the object model.
#include "core/headless_engine.hpp"

#include <algorithm>
#include <cstring>
#include <set>

namespace rusteal::headless {

host::LoadReport HeadlessEngine::load_library(host::LibrarySpec spec) {
    const std::string name = spec.name;
    each_subsystem([&](WorldSubsystem& s) { s.library_loading(name, &spec); });
    auto report = host_->register_library(std::move(spec));
    each_subsystem([&](WorldSubsystem& s) { s.library_loaded(name, report); });
    return report;
}

host::LoadReport HeadlessEngine::reload(std::string_view library) {
    const std::string name(library);
    each_subsystem([&](WorldSubsystem& s) { s.library_loading(name, nullptr); });
    auto report = host_->reload(library);
    each_subsystem([&](WorldSubsystem& s) { s.library_loaded(name, report); });
    return report;
}

void HeadlessEngine::before_init(Library& library, bool rolling_back) {
    each_subsystem([&](WorldSubsystem& s) { s.before_init(library, rolling_back); });
}

void HeadlessEngine::drop_rust_data(Library& library) {
    for (auto& o : objects_)
        if (o->alive) drop_rust(o.get(), &library);
}

void HeadlessEngine::forget(Library& library) {
    for (auto it = commands.begin(); it != commands.end();)
        it = it->second.library == &library ? commands.erase(it) : std::next(it);
    for (auto it = variables.begin(); it != variables.end();)
        it = it->second.library == &library ? variables.erase(it) : std::next(it);
    for (auto it = pinned.begin(); it != pinned.end();) {
        it->second.erase(&library);
        it = it->second.empty() ? pinned.erase(it) : std::next(it);
    }
    for (auto& o : objects_) {
        if (!o->alive) continue;
        o->rust_data.erase(&library);
        for (const Property* p : o->layout->properties) {
            if (p->kind != Kind::MulticastDelegate) continue;
            auto& b = std::launder(reinterpret_cast<MulticastDelegate*>(o->value_ptr(*p)))->bindings;
            b.erase(std::remove_if(b.begin(), b.end(), [&](const DelegateBinding& x) { return x.library == &library; }),
                    b.end());
        }
    }
    // A class the library began and never finalised (its init failed) is not left behind.
    for (auto it = class_by_name_.begin(); it != class_by_name_.end();) {
        Class* c = it->second;
        if (!c->native && c->library == &library && !c->layout) {
            log_line(1, "LogRusteal: class " + c->name + " of library " + library.name() +
                            " was not finalised; it is removed");
            it = class_by_name_.erase(it);
        } else {
            if (c->library == &library && c->saved.valid) {
                // Begun again by a load that failed: the class is put back as it was, so the
                // next registration (the previous build's, rolled back) keeps or replaces it
                // against what it really is.
                if (c->saved.members_taken) {
                    for (auto& p : c->properties) c->retired_properties.push_back(std::move(p));
                    for (auto& f : c->functions) {
                        f->retired = true;
                        f->callback_id = 0;
                        c->retired_functions.push_back(std::move(f));
                    }
                    c->properties = std::move(c->saved.properties);
                    c->functions = std::move(c->saved.functions);
                } // else kept in place: its members are the ones it had
                c->components = std::move(c->saved.components);
                c->interfaces = std::move(c->saved.interfaces);
                c->shape = c->saved.shape;
                c->parent = c->saved.parent;
                c->saved = Class::Saved{};
                c->reload = Class::Reload::None;
                c->finalized = c->layout != nullptr;
            }
            ++it;
        }
    }
}

void HeadlessEngine::reinstance(Library& library) {
    std::size_t moved = 0;
    std::set<std::string> classes;
    for (auto& o : objects_) {
        Object* obj = o.get();
        if (!obj->alive || obj->layout == obj->cls->layout) continue;
        // Rebuild with the class's new layout: defaults from the new class default object, then
        // every engine-side value whose property (name and kind) still exists.
        auto old_layout = obj->layout;
        auto old_storage = std::move(obj->storage);
        std::uint8_t* old_memory = obj->memory;
        obj->memory = nullptr;
        init_memory(obj, obj->is_cdo ? nullptr : obj->cls->cdo);
        for (const Property* np : obj->layout->properties) {
            for (const Property* op : old_layout->properties) {
                if (op->name == np->name && op->kind == np->kind && op->size == np->size) {
                    copy_value(*np, obj->value_ptr(*np), old_memory + op->offset);
                    break;
                }
            }
        }
        for (const Property* op : old_layout->properties) destroy_value(*op, old_memory + op->offset);
        old_storage.reset();
        ++moved;
        classes.insert(obj->cls->name);
    }
    for (auto& c : classes_)
        if (c->library == &library) c->needs_reinstance = false;
    if (moved > 0) {
        std::string list;
        for (const auto& n : classes) list += (list.empty() ? "" : ", ") + n;
        log_line(0, "LogRusteal: reinstanced " + std::to_string(moved) + " object(s) of " + list);
    }
}

void HeadlessEngine::construct_rust_data(Library& library) {
    const std::size_t count = objects_.size();
    for (std::size_t i = 0; i < count; ++i)
        if (objects_[i]->alive) construct_rust(objects_[i].get(), &library);
}

} // namespace rusteal::headless
