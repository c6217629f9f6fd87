#include "core/object_model.hpp"

#include <algorithm>
#include <cctype>

#include <cstring>
#include <new>
#include <string>

namespace rusteal::headless {

const char* kind_name(Kind k) {
    switch (k) {
    case Kind::Bool: return "bool";
    case Kind::Int32: return "int32";
    case Kind::Int64: return "int64";
    case Kind::UInt8: return "uint8";
    case Kind::Float: return "float";
    case Kind::Double: return "double";
    case Kind::String: return "string";
    case Kind::Name: return "name";
    case Kind::Object: return "object";
    case Kind::Class: return "class";
    case Kind::SoftObject: return "soft object";
    case Kind::Struct: return "struct";
    case Kind::Enum: return "enum";
    case Kind::Array: return "array";
    case Kind::WeakObject: return "weak object";
    case Kind::Map: return "map";
    case Kind::Set: return "set";
    case Kind::Text: return "text";
    case Kind::MulticastDelegate: return "multicast delegate";
    }
    return "unknown";
}

bool is_known_kind(std::uint32_t code) { return code <= static_cast<std::uint32_t>(Kind::Text); }

bool is_plain(Kind k) {
    switch (k) {
    case Kind::String: case Kind::Text: case Kind::SoftObject: case Kind::Array: case Kind::Map: case Kind::Set:
    case Kind::MulticastDelegate:
        return false;
    default:
        return true;
    }
}

std::uint32_t align_up(std::uint32_t v, std::uint32_t a) { return (v + a - 1) / a * a; }

void layout_value(Property& p) {
    auto set = [&](std::uint32_t size, std::uint32_t align) { p.size = size; p.align = align; };
    switch (p.kind) {
    case Kind::Bool: case Kind::UInt8: case Kind::Enum: set(1, 1); break;
    case Kind::Int32: case Kind::Float: set(4, 4); break;
    case Kind::Int64: case Kind::Double: case Kind::Name: case Kind::Object: case Kind::Class: set(8, 8); break;
    case Kind::WeakObject: set(8, 4); break;
    case Kind::Struct:
        set(p.ustruct ? p.ustruct->size : 0, p.ustruct ? p.ustruct->align : 1);
        break;
    case Kind::String: case Kind::Text: case Kind::SoftObject:
        set(sizeof(std::string), alignof(std::string));
        break;
    case Kind::Array: case Kind::Map: case Kind::Set:
        set(sizeof(Container), alignof(Container));
        break;
    case Kind::MulticastDelegate:
        set(sizeof(MulticastDelegate), alignof(MulticastDelegate));
        break;
    }
}

bool struct_is_plain(const Struct& s) {
    for (const auto& f : s.properties) {
        if (!is_plain(f->kind) || f->kind == Kind::WeakObject) return false;
        if (f->kind == Kind::Struct && f->ustruct && !struct_is_plain(*f->ustruct)) return false;
    }
    return true;
}

void construct_struct(const Struct& s, std::uint8_t* at) {
    std::memset(at, 0, s.size);
    for (const auto& f : s.properties) construct_value(*f, at + f->offset);
}

void destroy_struct(const Struct& s, std::uint8_t* at) {
    for (const auto& f : s.properties) destroy_value(*f, at + f->offset);
}

void copy_struct(const Struct& s, std::uint8_t* dst, const std::uint8_t* src) {
    if (dst == src) return;
    if (struct_is_plain(s)) {
        std::memmove(dst, src, s.size);
        return;
    }
    for (const auto& f : s.properties) copy_value(*f, dst + f->offset, src + f->offset);
}

void construct_value(const Property& p, std::uint8_t* at) {
    switch (p.kind) {
    case Kind::String: case Kind::Text: case Kind::SoftObject: new (at) std::string(); break;
    case Kind::Array: case Kind::Map: case Kind::Set: new (at) Container(); break;
    case Kind::MulticastDelegate: new (at) MulticastDelegate(); break;
    case Kind::Struct:
        if (p.ustruct) construct_struct(*p.ustruct, at);
        else std::memset(at, 0, p.size);
        break;
    case Kind::WeakObject: {
        const FWeakObjectHandle none{-1, 0};
        std::memcpy(at, &none, sizeof none);
        break;
    }
    default: std::memset(at, 0, p.size); break;
    }
}

void destroy_value(const Property& p, std::uint8_t* at) {
    switch (p.kind) {
    case Kind::String: case Kind::Text: case Kind::SoftObject:
        std::launder(reinterpret_cast<std::string*>(at))->~basic_string();
        break;
    case Kind::Array: case Kind::Map: case Kind::Set: std::launder(reinterpret_cast<Container*>(at))->~Container(); break;
    case Kind::MulticastDelegate:
        std::launder(reinterpret_cast<MulticastDelegate*>(at))->~MulticastDelegate();
        break;
    case Kind::Struct:
        if (p.ustruct) destroy_struct(*p.ustruct, at);
        break;
    default: break;
    }
}

void copy_value(const Property& p, std::uint8_t* dst, const std::uint8_t* src) {
    switch (p.kind) {
    case Kind::String: case Kind::Text: case Kind::SoftObject:
        *std::launder(reinterpret_cast<std::string*>(dst)) = *std::launder(reinterpret_cast<const std::string*>(src));
        break;
    case Kind::Array: case Kind::Map: case Kind::Set:
        *std::launder(reinterpret_cast<Container*>(dst)) = *std::launder(reinterpret_cast<const Container*>(src));
        break;
    case Kind::MulticastDelegate: break; // bindings belong to the object they were made on
    case Kind::Struct:
        if (p.ustruct) copy_struct(*p.ustruct, dst, src);
        else std::memcpy(dst, src, p.size);
        break;
    default: std::memcpy(dst, src, p.size); break;
    }
}

std::uint32_t lay_out(std::vector<std::unique_ptr<Property>>& props, std::uint32_t start, std::uint32_t& align) {
    std::uint32_t at = start;
    for (auto& p : props) {
        layout_value(*p);
        at = align_up(at, p->align);
        p->offset = at;
        at += p->size;
        if (p->align > align) align = p->align;
    }
    return at;
}

std::shared_ptr<const Layout> build_layout(const Class& cls) {
    auto l = std::make_shared<Layout>();
    if (cls.parent && cls.parent->layout) {
        l->properties = cls.parent->layout->properties;
        l->size = cls.parent->layout->size;
        l->align = cls.parent->layout->align;
    }
    for (const auto& p : cls.properties) {
        l->properties.push_back(p.get());
        const std::uint32_t end = p->offset + p->size;
        if (end > l->size) l->size = end;
        if (p->align > l->align) l->align = p->align;
    }
    l->members.insert(l->properties.begin(), l->properties.end());
    return l;
}

bool same_name_text(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

Property* Function::param(std::string_view n) const {
    // As FindFProperty with an FName: names compare without case ("NewCameraFov" is NewCameraFOV).
    for (const auto& p : params)
        if (p->name == n) return p.get();
    for (const auto& p : params)
        if (same_name_text(p->name, n)) return p.get();
    return nullptr;
}

Property* Function::return_param() const {
    for (const auto& p : params)
        if (p->flags & kCpfReturnParm) return p.get();
    return nullptr;
}

bool Class::is_child_of(const Class* other) const {
    for (const Class* c = this; c; c = c->parent)
        if (c == other) return true;
    return false;
}

Property* Class::own_property(std::string_view n) const {
    for (const auto& p : properties)
        if (p->name == n) return p.get();
    return nullptr;
}

namespace {
// Unreal's FNames compare without case: a Rust override spelled `ReceiveDrawHud` is the engine's
// `ReceiveDrawHUD`.
bool same_fname(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}
} // namespace

Function* Class::own_function(std::string_view n) const {
    for (const auto& f : functions)
        if (same_fname(f->name, n)) return f.get();
    return nullptr;
}

Function* Class::function(std::string_view n) const {
    for (const Class* c = this; c; c = c->parent)
        if (Function* f = c->own_function(n)) return f;
    return nullptr;
}

Function* Class::function_with_body(std::string_view n) const {
    for (const Class* c = this; c; c = c->parent)
        if (Function* f = c->own_function(n); f && f->callback_id) return f;
    return nullptr;
}

void put_chunk(std::vector<std::uint8_t>& out, const std::vector<std::uint8_t>& chunk) {
    const auto n = static_cast<std::uint32_t>(chunk.size());
    const auto* np = reinterpret_cast<const std::uint8_t*>(&n);
    out.insert(out.end(), np, np + 4);
    out.insert(out.end(), chunk.begin(), chunk.end());
}

Chunk take_chunk(const std::uint8_t* in, std::uint32_t size, std::uint32_t& at, std::vector<std::uint8_t>& chunk) {
    std::uint32_t n;
    if (size - at < 4) return Chunk::EndsInLength;
    std::memcpy(&n, in + at, 4);
    if (n > size - at - 4) return Chunk::EndsInBytes;
    chunk.assign(in + at + 4, in + at + 4 + n);
    at += 4 + n;
    return Chunk::Read;
}

} // namespace rusteal::headless
