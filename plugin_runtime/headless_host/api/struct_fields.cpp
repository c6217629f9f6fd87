#include "api/struct_fields.hpp"

#include "core/headless_engine.hpp"

#include <cstring>
#include <new>
#include <string>
#include <vector>

namespace rusteal::headless {

namespace {

bool is_text(Kind k) { return k == Kind::String || k == Kind::Text || k == Kind::SoftObject; }

} // namespace

ERustealErrorCode get_struct_field(const std::uint8_t* memory, FPropertyHandle prop, std::uint8_t* out,
                                   std::uint32_t size, std::uint32_t* written) {
    const auto* p = static_cast<const Property*>(prop.ptr);
    if (!memory || !p) return fail_with(RustealError_NullArgument, "the struct memory or the field is null");
    const std::uint8_t* at = memory + p->offset;
    std::vector<std::uint8_t> bytes;
    if (is_text(p->kind)) {
        const auto& s = *std::launder(reinterpret_cast<const std::string*>(at));
        bytes.assign(s.begin(), s.end());
    } else if (p->kind == Kind::Array) {
        for (const auto& element : std::launder(reinterpret_cast<const Container*>(at))->keys) put_chunk(bytes, element);
    } else if (is_plain(p->kind)) {
        bytes.assign(at, at + p->size);
    } else {
        return fail_with(RustealError_TypeMismatch, "field " + p->name + " is a " + kind_name(p->kind) + ", not readable as a value");
    }
    if (written) *written = static_cast<std::uint32_t>(bytes.size());
    if (bytes.size() > size || (!out && !bytes.empty()))
        return fail_with(RustealError_BufferTooSmall, "field " + p->name + " needs " + std::to_string(bytes.size()) + " bytes");
    if (!bytes.empty()) std::memcpy(out, bytes.data(), bytes.size());
    return RustealError_Ok;
}

ERustealErrorCode set_struct_field(std::uint8_t* memory, FPropertyHandle prop, const std::uint8_t* in, std::uint32_t size) {
    const auto* p = static_cast<const Property*>(prop.ptr);
    if (!memory || !p || (!in && size > 0)) return fail_with(RustealError_NullArgument, "the struct memory, the field or the value is null");
    std::uint8_t* at = memory + p->offset;
    if (is_text(p->kind)) {
        std::launder(reinterpret_cast<std::string*>(at))->assign(reinterpret_cast<const char*>(in), size);
        return RustealError_Ok;
    }
    if (p->kind == Kind::Array) {
        std::vector<std::vector<std::uint8_t>> elements;
        for (std::uint32_t i = 0; i < size;) {
            switch (take_chunk(in, size, i, elements.emplace_back())) {
            case Chunk::EndsInLength: return fail_with(RustealError_TypeMismatch, "the value of " + p->name + " ends inside an element's length");
            case Chunk::EndsInBytes: return fail_with(RustealError_TypeMismatch, "an element of " + p->name + " runs past the value");
            case Chunk::Read: break;
            }
        }
        std::launder(reinterpret_cast<Container*>(at))->keys = std::move(elements);
        return RustealError_Ok;
    }
    if (!is_plain(p->kind)) return fail_with(RustealError_TypeMismatch, "field " + p->name + " is a " + kind_name(p->kind) + ", not writable as a value");
    if (size != p->size)
        return fail_with(RustealError_TypeMismatch, "field " + p->name + " is " + std::to_string(p->size) + " bytes, not " + std::to_string(size));
    if (p->kind == Kind::Struct && p->ustruct) copy_struct(*p->ustruct, at, in);
    else std::memcpy(at, in, size);
    return RustealError_Ok;
}

} // namespace rusteal::headless
