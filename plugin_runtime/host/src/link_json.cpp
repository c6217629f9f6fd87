#include "rusteal_host/link_json.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace rusteal::host::json {

namespace {

const Value kNull;
const std::string kEmptyString;
const Value::Array kEmptyArray;
const Value::Object kEmptyObject;

class Parser {
public:
    Parser(std::string_view t, std::string& e) : text_(t), error_(e) {}

    bool document(Value& out) {
        ws();
        if (!value(out, 0)) return false;
        ws();
        if (at_ != text_.size()) return fail("unexpected text after the value");
        return true;
    }

private:
    bool fail(const char* what) {
        error_ = "offset " + std::to_string(at_) + ": " + what;
        return false;
    }
    void ws() {
        while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\n' || text_[at_] == '\r'))
            ++at_;
    }
    bool literal(std::string_view word) {
        if (text_.substr(at_, word.size()) != word) return fail("invalid literal");
        at_ += word.size();
        return true;
    }
    bool value(Value& out, int depth) {
        if (depth > 64) return fail("nesting deeper than 64");
        if (at_ >= text_.size()) return fail("unexpected end of text");
        switch (text_[at_]) {
        case 'n': out = Value(); return literal("null");
        case 't': out = Value(true); return literal("true");
        case 'f': out = Value(false); return literal("false");
        case '"': {
            std::string s;
            if (!string(s)) return false;
            out = Value(std::move(s));
            return true;
        }
        case '[': return array(out, depth);
        case '{': return object(out, depth);
        default: return number(out);
        }
    }
    bool number(Value& out) {
        const std::size_t start = at_;
        if (at_ < text_.size() && text_[at_] == '-') ++at_;
        auto digits = [&] {
            const std::size_t d = at_;
            while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9') ++at_;
            return at_ > d;
        };
        if (!digits()) return fail("invalid value");
        if (at_ < text_.size() && text_[at_] == '.') {
            ++at_;
            if (!digits()) return fail("invalid number");
        }
        if (at_ < text_.size() && (text_[at_] == 'e' || text_[at_] == 'E')) {
            ++at_;
            if (at_ < text_.size() && (text_[at_] == '+' || text_[at_] == '-')) ++at_;
            if (!digits()) return fail("invalid number");
        }
        const std::string n(text_.substr(start, at_ - start));
        const double v = std::strtod(n.c_str(), nullptr);
        if (!std::isfinite(v)) return fail("number out of range");
        out = Value(v);
        return true;
    }
    static void put_utf8(std::string& s, unsigned cp) {
        if (cp < 0x80) {
            s += static_cast<char>(cp);
        } else if (cp < 0x800) {
            s += static_cast<char>(0xC0 | (cp >> 6));
            s += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            s += static_cast<char>(0xE0 | (cp >> 12));
            s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            s += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            s += static_cast<char>(0xF0 | (cp >> 18));
            s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            s += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }
    bool hex4(unsigned& out) {
        if (at_ + 4 > text_.size()) return fail("truncated \\u escape");
        out = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = text_[at_++];
            out <<= 4;
            if (c >= '0' && c <= '9') out |= static_cast<unsigned>(c - '0');
            else if (c >= 'a' && c <= 'f') out |= static_cast<unsigned>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F') out |= static_cast<unsigned>(c - 'A' + 10);
            else return fail("invalid \\u escape");
        }
        return true;
    }
    bool string(std::string& out) {
        ++at_; // "
        for (;;) {
            if (at_ >= text_.size()) return fail("unterminated string");
            const char c = text_[at_++];
            if (c == '"') return true;
            if (static_cast<unsigned char>(c) < 0x20) return fail("control character in a string");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (at_ >= text_.size()) return fail("unterminated escape");
            const char e = text_[at_++];
            switch (e) {
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            case '/': out += '/'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': {
                unsigned cp = 0;
                if (!hex4(cp)) return false;
                if (cp >= 0xD800 && cp < 0xDC00) {
                    unsigned low = 0;
                    if (text_.substr(at_, 2) != "\\u") return fail("unpaired surrogate");
                    at_ += 2;
                    if (!hex4(low)) return false;
                    if (low < 0xDC00 || low > 0xDFFF) return fail("unpaired surrogate");
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    return fail("unpaired surrogate");
                }
                put_utf8(out, cp);
                break;
            }
            default: return fail("invalid escape");
            }
        }
    }
    bool array(Value& out, int depth) {
        ++at_; // [
        Value::Array items;
        ws();
        if (at_ < text_.size() && text_[at_] == ']') {
            ++at_;
            out = Value(std::move(items));
            return true;
        }
        for (;;) {
            ws();
            Value v;
            if (!value(v, depth + 1)) return false;
            items.push_back(std::move(v));
            ws();
            if (at_ >= text_.size()) return fail("unterminated array");
            if (text_[at_] == ',') { ++at_; continue; }
            if (text_[at_] == ']') { ++at_; break; }
            return fail("expected , or ] in an array");
        }
        out = Value(std::move(items));
        return true;
    }
    bool object(Value& out, int depth) {
        ++at_; // {
        Value::Object members;
        ws();
        if (at_ < text_.size() && text_[at_] == '}') {
            ++at_;
            out = Value(std::move(members));
            return true;
        }
        for (;;) {
            ws();
            if (at_ >= text_.size() || text_[at_] != '"') return fail("expected a member name");
            std::string key;
            if (!string(key)) return false;
            ws();
            if (at_ >= text_.size() || text_[at_] != ':') return fail("expected : after a member name");
            ++at_;
            ws();
            Value v;
            if (!value(v, depth + 1)) return false;
            members[std::move(key)] = std::move(v);
            ws();
            if (at_ >= text_.size()) return fail("unterminated object");
            if (text_[at_] == ',') { ++at_; continue; }
            if (text_[at_] == '}') { ++at_; break; }
            return fail("expected , or } in an object");
        }
        out = Value(std::move(members));
        return true;
    }

    std::string_view text_;
    std::string& error_;
    std::size_t at_ = 0;
};

void write_string(std::string& out, const std::string& s) {
    out += '"';
    for (const char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
                out += buf;
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

void write(std::string& out, const Value& v) {
    switch (v.type()) {
    case Value::Type::Null: out += "null"; break;
    case Value::Type::Bool: out += v.as_bool() ? "true" : "false"; break;
    case Value::Type::Number: {
        const double n = v.as_number();
        char buf[32];
        if (n == std::floor(n) && std::fabs(n) < 9.0e15) {
            std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(n));
        } else {
            std::snprintf(buf, sizeof buf, "%.17g", n);
        }
        out += buf;
        break;
    }
    case Value::Type::String: write_string(out, v.as_string()); break;
    case Value::Type::Array: {
        out += '[';
        bool first = true;
        for (const auto& item : v.as_array()) {
            if (!first) out += ',';
            first = false;
            write(out, item);
        }
        out += ']';
        break;
    }
    case Value::Type::Object: {
        out += '{';
        bool first = true;
        for (const auto& [k, item] : v.as_object()) {
            if (!first) out += ',';
            first = false;
            write_string(out, k);
            out += ':';
            write(out, item);
        }
        out += '}';
        break;
    }
    }
}

} // namespace

const std::string& Value::as_string() const { return type_ == Type::String ? string_ : kEmptyString; }
const Value::Array& Value::as_array() const { return type_ == Type::Array ? *array_ : kEmptyArray; }
const Value::Object& Value::as_object() const { return type_ == Type::Object ? *object_ : kEmptyObject; }

Value::Array& Value::make_array() {
    if (type_ != Type::Array) *this = Value(Array{});
    if (array_.use_count() > 1) array_ = std::make_shared<Array>(*array_);
    return *array_;
}

Value::Object& Value::make_object() {
    if (type_ != Type::Object) *this = Value(Object{});
    if (object_.use_count() > 1) object_ = std::make_shared<Object>(*object_);
    return *object_;
}

const Value& Value::operator[](std::string_view key) const {
    if (type_ != Type::Object) return kNull;
    auto it = object_->find(key);
    return it == object_->end() ? kNull : it->second;
}

bool Value::has(std::string_view key) const { return type_ == Type::Object && object_->count(key) != 0; }

bool parse(std::string_view text, Value& out, std::string& error) {
    Parser p(text, error);
    Value v;
    if (!p.document(v)) return false;
    out = std::move(v);
    return true;
}

std::string serialize(const Value& v) {
    std::string out;
    write(out, v);
    return out;
}

} // namespace rusteal::host::json
