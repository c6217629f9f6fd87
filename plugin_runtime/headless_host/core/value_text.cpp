#include "core/value_text.hpp"

#include "core/headless_engine.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>

namespace rusteal::headless {

namespace {

template <class T>
T load(const std::uint8_t* at) {
    T v;
    std::memcpy(&v, at, sizeof v);
    return v;
}
template <class T>
void store(std::uint8_t* at, T v) {
    std::memcpy(at, &v, sizeof v);
}

std::string number(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.9g", v);
    return buf;
}

std::string quote_text(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

std::string_view unquote(std::string_view t) {
    if (t.size() >= 2 && t.front() == '"' && t.back() == '"') return t.substr(1, t.size() - 2);
    return t;
}

template <class T>
bool parse_int(std::string_view t, T& out) {
    auto r = std::from_chars(t.data(), t.data() + t.size(), out);
    return r.ec == std::errc() && r.ptr == t.data() + t.size();
}

bool parse_double(std::string_view t, double& out) {
    std::string s(t);
    char* end = nullptr;
    out = std::strtod(s.c_str(), &end);
    return !s.empty() && end == s.c_str() + s.size();
}

std::string object_text(const HeadlessEngine& engine, const void* ptr) {
    if (!ptr) return "None";
    const Object* o = engine.object(UObjectHandle{const_cast<void*>(ptr)});
    return o ? o->name : "<destroyed>";
}

std::string scalar_text(const HeadlessEngine& engine, Kind k, const Property& p, const std::uint8_t* at) {
    switch (k) {
    case Kind::Bool: return at[0] ? "true" : "false";
    case Kind::Int32: return std::to_string(load<std::int32_t>(at));
    case Kind::Int64: return std::to_string(load<std::int64_t>(at));
    case Kind::UInt8: return std::to_string(at[0]);
    case Kind::Float: return number(load<float>(at));
    case Kind::Double: return number(load<double>(at));
    case Kind::Name: {
        auto t = engine.name_text(load<std::uint64_t>(at));
        return t ? *t : "<bad name>";
    }
    case Kind::Object: return object_text(engine, load<void*>(at));
    case Kind::Class: {
        auto* c = load<Class*>(at);
        return c ? c->name : "None";
    }
    case Kind::WeakObject: {
        const Object* o = engine.weak_resolve(load<FWeakObjectHandle>(at));
        return o ? o->name : "None";
    }
    case Kind::Enum: {
        const std::int64_t v = at[0];
        if (p.uenum)
            for (std::size_t i = 0; i < p.uenum->values.size(); ++i)
                if (p.uenum->values[i] == v) return p.uenum->names[i];
        return std::to_string(v);
    }
    case Kind::Struct: {
        if (!p.ustruct) return "{}";
        if (p.ustruct->properties.empty()) {
            std::string hex;
            char b[4];
            for (std::uint32_t i = 0; i < p.ustruct->size; ++i) {
                std::snprintf(b, sizeof b, "%02x", at[i]);
                hex += b;
            }
            return hex;
        }
        std::string out = "{";
        for (const auto& f : p.ustruct->properties) {
            if (out.size() > 1) out += ", ";
            out += f->name + "=" + format_value(engine, *f, at + f->offset);
        }
        return out + "}";
    }
    default: return "<" + std::string(kind_name(k)) + ">";
    }
}

// A container's element of `kind` as a property of its own, laid out (the container's struct and
// object class are its element's).
Property element_of(Kind kind, const Property& container) {
    Property element;
    element.kind = kind;
    element.ustruct = container.ustruct;
    element.object_class = container.object_class;
    layout_value(element);
    return element;
}

} // namespace

std::string format_element(const HeadlessEngine& engine, Kind kind, const Property& p,
                           const std::vector<std::uint8_t>& blob) {
    if (kind == Kind::String || kind == Kind::Text || kind == Kind::SoftObject)
        return quote_text(std::string_view(reinterpret_cast<const char*>(blob.data()), blob.size()));
    const Property element = element_of(kind, p);
    if (blob.size() != element.size) return "<" + std::to_string(blob.size()) + " bytes>";
    return scalar_text(engine, kind, element, blob.data());
}

std::string format_value(const HeadlessEngine& engine, const Property& p, const std::uint8_t* at) {
    switch (p.kind) {
    case Kind::String: case Kind::Text: case Kind::SoftObject:
        return quote_text(*std::launder(reinterpret_cast<const std::string*>(at)));
    case Kind::Array: case Kind::Set: {
        const auto& c = *std::launder(reinterpret_cast<const Container*>(at));
        std::string out = "[";
        for (const auto& k : c.keys) {
            if (out.size() > 1) out += ", ";
            out += format_element(engine, p.inner, p, k);
        }
        return out + "]";
    }
    case Kind::Map: {
        const auto& c = *std::launder(reinterpret_cast<const Container*>(at));
        std::string out = "{";
        for (std::size_t i = 0; i < c.keys.size(); ++i) {
            if (out.size() > 1) out += ", ";
            out += format_element(engine, p.inner, p, c.keys[i]) + ": " + format_element(engine, p.value, p, c.values[i]);
        }
        return out + "}";
    }
    case Kind::MulticastDelegate: {
        const auto& d = *std::launder(reinterpret_cast<const MulticastDelegate*>(at));
        return "<" + std::to_string(d.bindings.size()) + " binding(s)>";
    }
    default: return scalar_text(engine, p.kind, p, at);
    }
}

namespace {

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    return s;
}

// The comma-separated items of a list, each trimmed; a nested struct's braces, an array's brackets
// and a quoted string's commas are the item's own.
std::vector<std::string_view> items(std::string_view rest) {
    std::vector<std::string_view> out;
    while (!trimmed(rest).empty()) {
        std::size_t end = 0;
        int depth = 0;
        bool quoted = false;
        for (; end < rest.size(); ++end) {
            const char c = rest[end];
            if (c == '"') quoted = !quoted;
            else if (!quoted && (c == '{' || c == '[')) ++depth;
            else if (!quoted && (c == '}' || c == ']')) --depth;
            else if (!quoted && depth == 0 && c == ',') break;
        }
        out.push_back(trimmed(rest.substr(0, end)));
        rest = end < rest.size() ? rest.substr(end + 1) : std::string_view();
    }
    return out;
}

// An array or set as it is printed, `[a, b]`: its elements replaced by those written.
bool parse_elements(HeadlessEngine& engine, const Property& p, std::string_view text, std::uint8_t* at, std::string& error) {
    text = trimmed(text);
    if (text.size() < 2 || text.front() != '[' || text.back() != ']') {
        error = "`" + std::string(text) + "` is not a list (write [element, ...])";
        return false;
    }
    Container parsed;
    for (const std::string_view item : items(text.substr(1, text.size() - 2))) {
        std::vector<std::uint8_t> blob;
        if (p.inner == Kind::String || p.inner == Kind::Text || p.inner == Kind::SoftObject) {
            std::string value(item);
            if (value.size() >= 2 && value.front() == '"' && value.back() == '"') value = value.substr(1, value.size() - 2);
            blob.assign(value.begin(), value.end());
        } else {
            Property element = element_of(p.inner, p);
            element.uenum = p.uenum; // an enum element is written by its name too
            if (element.kind == Kind::Array || element.kind == Kind::Set || element.kind == Kind::Map || element.kind == Kind::Struct) {
                error = "a list of " + std::string(kind_name(element.kind)) + " cannot be written from text";
                return false;
            }
            blob.assign(element.size, 0);
            if (!parse_value(engine, element, item, blob.data(), error)) {
                error = "element " + std::to_string(parsed.keys.size() + 1) + ": " + error;
                return false;
            }
        }
        if (p.kind == Kind::Set && std::find(parsed.keys.begin(), parsed.keys.end(), blob) != parsed.keys.end()) continue;
        parsed.keys.push_back(std::move(blob));
    }
    std::launder(reinterpret_cast<Container*>(at))->keys = std::move(parsed.keys);
    return true;
}

// A struct with fields as it is printed, `{X=1, Y=2, Z=3}`: the fields named are written, the
// others keep their value; a nested struct's braces and a quoted string's commas are its own.
bool parse_fields(HeadlessEngine& engine, const Struct& s, std::string_view text, std::uint8_t* at, std::string& error) {
    text = trimmed(text);
    if (text.size() < 2 || text.front() != '{' || text.back() != '}') {
        error = "`" + std::string(text) + "` is not a " + s.name + " (write {Field=value, ...})";
        return false;
    }
    for (const std::string_view item : items(text.substr(1, text.size() - 2))) {
        const std::size_t eq = item.find('=');
        const std::string name(trimmed(item.substr(0, eq)));
        const Property* field = nullptr;
        for (const auto& f : s.properties)
            if (f->name == name) field = f.get();
        if (eq == std::string_view::npos || !field) {
            error = s.name + " has no field `" + name + "`";
            return false;
        }
        if (!parse_value(engine, *field, trimmed(item.substr(eq + 1)), at + field->offset, error)) {
            error = s.name + "." + name + ": " + error;
            return false;
        }
    }
    return true;
}

} // namespace

bool parse_value(HeadlessEngine& engine, const Property& p, std::string_view text, std::uint8_t* at, std::string& error) {
    auto expect = [&](const char* what) {
        error = "`" + std::string(text) + "` is not " + what;
        return false;
    };
    switch (p.kind) {
    case Kind::Array: case Kind::Set: return parse_elements(engine, p, text, at, error);
    case Kind::Bool:
        if (text == "true" || text == "1") { at[0] = 1; return true; }
        if (text == "false" || text == "0") { at[0] = 0; return true; }
        return expect("a bool (true or false)");
    case Kind::Int32: {
        std::int32_t v;
        if (!parse_int(text, v)) return expect("an int32");
        store(at, v);
        return true;
    }
    case Kind::Int64: {
        std::int64_t v;
        if (!parse_int(text, v)) return expect("an int64");
        store(at, v);
        return true;
    }
    case Kind::UInt8: {
        std::uint8_t v;
        if (!parse_int(text, v)) return expect("a uint8 (0 to 255)");
        at[0] = v;
        return true;
    }
    case Kind::Float: {
        double v;
        if (!parse_double(text, v) || std::fabs(v) > std::numeric_limits<float>::max()) return expect("a float");
        store(at, static_cast<float>(v));
        return true;
    }
    case Kind::Double: {
        double v;
        if (!parse_double(text, v)) return expect("a double");
        store(at, v);
        return true;
    }
    case Kind::String: case Kind::Text: case Kind::SoftObject:
        *std::launder(reinterpret_cast<std::string*>(at)) = std::string(unquote(text));
        return true;
    case Kind::Name:
        store(at, text == "None" ? std::uint64_t{0} : engine.make_name(unquote(text)));
        return true;
    case Kind::Object: {
        if (text == "None") { store<void*>(at, nullptr); return true; }
        Object* o = engine.find_object_by_name(text);
        if (!o) return expect("an object's name (or None)");
        if (p.object_class && !o->cls->is_child_of(p.object_class))
            return expect(("an object of class " + p.object_class->name).c_str());
        store<void*>(at, o);
        return true;
    }
    case Kind::Class: {
        if (text == "None") { store<void*>(at, nullptr); return true; }
        Class* c = engine.find_class(text);
        if (!c) return expect("a class name (or None)");
        if (p.object_class && !c->is_child_of(p.object_class))
            return expect(("a subclass of " + p.object_class->name).c_str());
        store<void*>(at, c);
        return true;
    }
    case Kind::WeakObject: {
        Object* o = text == "None" ? nullptr : engine.find_object_by_name(text);
        if (!o && text != "None") return expect("an object's name (or None)");
        store(at, engine.weak_of(o));
        return true;
    }
    case Kind::Enum: {
        if (p.uenum) {
            for (std::size_t i = 0; i < p.uenum->names.size(); ++i) {
                const std::string& n = p.uenum->names[i];
                const auto colons = n.rfind("::");
                if (n == text || (colons != std::string::npos && n.substr(colons + 2) == text)) {
                    at[0] = static_cast<std::uint8_t>(p.uenum->values[i]);
                    return true;
                }
            }
        }
        std::uint8_t v;
        if (!parse_int(text, v)) return expect(p.uenum ? ("a variant of " + p.uenum->name).c_str() : "an enum value");
        at[0] = v;
        return true;
    }
    case Kind::Struct: {
        if (p.ustruct && !p.ustruct->properties.empty()) return parse_fields(engine, *p.ustruct, text, at, error);
        // A native struct as the hex of its bytes, as it is printed.
        if (!p.ustruct) break;
        if (text.size() != 2 * static_cast<std::size_t>(p.ustruct->size))
            return expect(("the " + std::to_string(p.ustruct->size) + " bytes of " + p.ustruct->name + " in hex").c_str());
        for (std::uint32_t i = 0; i < p.ustruct->size; ++i) {
            auto nibble = [](char c) -> int {
                if (c >= '0' && c <= '9') return c - '0';
                if (c >= 'a' && c <= 'f') return c - 'a' + 10;
                if (c >= 'A' && c <= 'F') return c - 'A' + 10;
                return -1;
            };
            const int hi = nibble(text[2 * i]), lo = nibble(text[2 * i + 1]);
            if (hi < 0 || lo < 0) return expect(("the bytes of " + p.ustruct->name + " in hex").c_str());
            at[i] = static_cast<std::uint8_t>(hi * 16 + lo);
        }
        return true;
    }
    default:
        break;
    }
    error = "a " + std::string(kind_name(p.kind)) + " cannot be written from text";
    return false;
}

} // namespace rusteal::headless
