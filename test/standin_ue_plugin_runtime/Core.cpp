// The stand-in's Core, runnable: FString (UTF-16 text, converted as the engine converts) and the
// log UE_LOG writes to (StandInRuntime.h).
#include "StandInRuntime.h"

#include "Containers/StringConv.h"
#include "Containers/UnrealString.h"
#include "UObject/NameTypes.h"

#include <cstdio>
#include <cstring>
#include <memory>
#include <algorithm>

namespace
{
	std::vector<StandIn::FLogLine>& Lines()
	{
		static std::vector<StandIn::FLogLine> All;
		return All;
	}

	void AppendUtf16(std::basic_string<TCHAR>& Out, char32_t C)
	{
		if (C >= 0x10000)
		{
			C -= 0x10000;
			Out += static_cast<TCHAR>(0xD800 + (C >> 10));
			Out += static_cast<TCHAR>(0xDC00 + (C & 0x3FF));
		}
		else
		{
			Out += static_cast<TCHAR>(C);
		}
	}

	void AppendUtf8(std::string& Out, char32_t C)
	{
		if (C < 0x80) { Out += static_cast<char>(C); }
		else if (C < 0x800) { Out += static_cast<char>(0xC0 | (C >> 6)); Out += static_cast<char>(0x80 | (C & 0x3F)); }
		else if (C < 0x10000)
		{
			Out += static_cast<char>(0xE0 | (C >> 12));
			Out += static_cast<char>(0x80 | ((C >> 6) & 0x3F));
			Out += static_cast<char>(0x80 | (C & 0x3F));
		}
		else
		{
			Out += static_cast<char>(0xF0 | (C >> 18));
			Out += static_cast<char>(0x80 | ((C >> 12) & 0x3F));
			Out += static_cast<char>(0x80 | ((C >> 6) & 0x3F));
			Out += static_cast<char>(0x80 | (C & 0x3F));
		}
	}

	// Exactly `Size` bytes of UTF-8 (no terminator needed); a malformed sequence becomes U+FFFD.
	std::basic_string<TCHAR> FromUtf8(const unsigned char* S, int32 Size)
	{
		std::basic_string<TCHAR> Out;
		for (int32 I = 0; I < Size;)
		{
			const unsigned char B = S[I];
			const int32 Extra = B < 0x80 ? 0 : (B >> 5) == 0x6 ? 1 : (B >> 4) == 0xE ? 2 : (B >> 3) == 0x1E ? 3 : -1;
			if (Extra < 0 || I + Extra >= Size) // not a lead byte, or cut short
			{
				AppendUtf16(Out, 0xFFFD);
				++I;
				continue;
			}
			char32_t C = Extra == 0 ? B : Extra == 1 ? (B & 0x1F) : Extra == 2 ? (B & 0x0F) : (B & 0x07);
			bool Valid = true;
			for (int32 K = 1; K <= Extra; ++K)
			{
				if ((S[I + K] & 0xC0) != 0x80) { Valid = false; break; }
				C = (C << 6) | (S[I + K] & 0x3F);
			}
			if (!Valid) { AppendUtf16(Out, 0xFFFD); ++I; continue; }
			AppendUtf16(Out, C);
			I += Extra + 1;
		}
		return Out;
	}
}

std::string StandIn::ToUtf8(const TCHAR* Text)
{
	std::string Out;
	for (const TCHAR* P = Text; P && *P; ++P)
	{
		char32_t C = static_cast<char32_t>(*P) & 0xFFFF;
		if (C >= 0xD800 && C < 0xDC00 && (static_cast<char32_t>(P[1]) & 0xFC00) == 0xDC00)
		{
			C = 0x10000 + ((C - 0xD800) << 10) + ((static_cast<char32_t>(P[1]) & 0xFFFF) - 0xDC00);
			++P;
		}
		AppendUtf8(Out, C);
	}
	return Out;
}

std::string StandIn::ToUtf8(const FString& Text) { return ToUtf8(*Text); }

// UTF8_TO_TCHAR and TCHAR_TO_UTF8: as Unreal's, the text lives until the end of the full
// expression (here: until a few more conversions on the thread), in a buffer of exactly its
// size, as Unreal allocates one for a long text: reading past it is an error AddressSanitizer sees.
namespace
{
	template <typename T>
	const T* Keep(const std::basic_string<T>& Text)
	{
		thread_local std::unique_ptr<T[]> Ring[8];
		thread_local unsigned Next = 0;
		std::unique_ptr<T[]>& Slot = Ring[Next++ % 8];
		Slot = std::make_unique<T[]>(Text.size() + 1);
		std::copy(Text.begin(), Text.end(), Slot.get());
		return Slot.get();
	}
}
const TCHAR* StandInUtf8ToTChar(const ANSICHAR* Str)
{
	return Keep(FromUtf8(reinterpret_cast<const unsigned char*>(Str), static_cast<int32>(std::strlen(Str))));
}
const ANSICHAR* StandInTCharToUtf8(const TCHAR* Str) { return Keep(StandIn::ToUtf8(Str)); }

const std::vector<StandIn::FLogLine>& StandIn::LogLines() { return Lines(); }

const char* StandIn::VerbosityName(ELogVerbosity::Type Verbosity)
{
	switch (Verbosity)
	{
	case ELogVerbosity::Fatal: return "Fatal";
	case ELogVerbosity::Error: return "Error";
	case ELogVerbosity::Warning: return "Warning";
	case ELogVerbosity::Display: return "Display";
	case ELogVerbosity::Log: return "Log";
	case ELogVerbosity::Verbose: return "Verbose";
	default: return "Other";
	}
}

void StandIn::Detail::Log(const FLogCategoryBase& Category, ELogVerbosity::Type Verbosity, const TCHAR* Fmt, const FFormatArg* Args, size_t Count)
{
	std::string Text;
	size_t Next = 0;
	auto Take = [&]() -> const FFormatArg* { return Next < Count ? &Args[Next++] : nullptr; };
	for (const TCHAR* P = Fmt; *P; ++P)
	{
		if (*P != '%') { AppendUtf8(Text, static_cast<char32_t>(*P) & 0xFFFF); continue; }
		++P;
		if (*P == '%') { Text += '%'; continue; }
		std::string Spec = "%";
		while (*P == '.' || (*P >= '0' && *P <= '9')) Spec += static_cast<char>(*P++);
		std::string Length;
		while (*P == 'h' || *P == 'l') Length += static_cast<char>(*P++);
		const FFormatArg* A = Take();
		char Buffer[64];
		switch (*P)
		{
		case 's':
			if (!A) Text += "<missing>";
			else if (Length == "h" && A->Kind == FFormatArg::NarrowText) Text += A->Narrow ? A->Narrow : "(null)";
			else if (Length.empty() && A->Kind == FFormatArg::WideText) Text += ToUtf8(A->Wide);
			else Text += "<%s of the wrong width>";
			break;
		case 'd': case 'i':
			std::snprintf(Buffer, sizeof Buffer, "%lld", A ? A->SignedValue : 0LL);
			Text += Buffer;
			break;
		case 'u':
			std::snprintf(Buffer, sizeof Buffer, "%llu", A ? A->UnsignedValue : 0ULL);
			Text += Buffer;
			break;
		case 'f':
			std::snprintf(Buffer, sizeof Buffer, (Spec + "f").c_str(), A ? A->RealValue : 0.0);
			Text += Buffer;
			break;
		default:
			Text += "<unknown format>";
			break;
		}
	}
	Lines().push_back(StandIn::FLogLine{&Category, Verbosity, Text});
}

FName::FName() = default; // names are not modelled: every one is None

FString::FString() = default;
FString::FString(const TCHAR* Str) : Data(Str ? Str : TEXT("")) {}
FString::FString(int32 InCount, const TCHAR* InSrc) : Data(InSrc, static_cast<size_t>(InCount)) {}
FString FString::ConstructFromPtrSize(const ANSICHAR* Str, int32 Size)
{
	FString Out;
	for (int32 I = 0; I < Size; ++I) Out.Data += static_cast<TCHAR>(static_cast<unsigned char>(Str[I]));
	return Out;
}
FString FString::ConstructFromPtrSize(const WIDECHAR* Str, int32 Size)
{
	FString Out;
	Out.Data.assign(reinterpret_cast<const TCHAR*>(Str), static_cast<size_t>(Size));
	return Out;
}
FString FString::ConstructFromPtrSize(const UTF8CHAR* Str, int32 Size)
{
	FString Out;
	Out.Data = FromUtf8(reinterpret_cast<const unsigned char*>(Str), Size);
	return Out;
}
const TCHAR* FString::operator*() const { return Data.c_str(); }
bool FString::IsEmpty() const { return Data.empty(); }
int32 FString::Len() const { return static_cast<int32>(Data.size()); }
bool FString::StartsWith(const TCHAR* Prefix) const { return Data.rfind(Prefix, 0) == 0; }
FString& FString::operator+=(const FString& Str)
{
	Data += Str.Data;
	return *this;
}
FString operator+(const FString& Lhs, const FString& Rhs)
{
	FString Out = Lhs;
	Out += Rhs;
	return Out;
}
FString operator+(const TCHAR* Lhs, const FString& Rhs) { return FString(Lhs) + Rhs; }
FString operator+(const FString& Lhs, const TCHAR* Rhs) { return Lhs + FString(Rhs); }
bool operator==(const FString& Lhs, const FString& Rhs) { return std::basic_string_view<TCHAR>(*Lhs) == std::basic_string_view<TCHAR>(*Rhs); }
bool operator!=(const FString& Lhs, const FString& Rhs) { return !(Lhs == Rhs); }
bool operator!=(const FString& Lhs, const TCHAR* Rhs) { return !(Lhs == FString(Rhs)); }
bool operator!=(const TCHAR* Lhs, const FString& Rhs) { return !(FString(Lhs) == Rhs); }
