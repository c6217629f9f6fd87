// Stand-in for Unreal 5.8's InputCoreTypes.h (InputCore), transcribed from the real header: FKey
// (a name and the shared pointer to its details, so not trivially copyable), the keys of EKeys the
// engine headers name, and ETouchIndex (a namespace's Type over int). Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "UObject/Object.h"

enum class EPairedAxis : uint8
{
	Unpaired,
	X,
	Y,
	Z,
};

struct FKey
{
	FKey()
	{
	}
	FKey(const FName InName)
		: KeyName(InName)
	{
	}
	FKey(const TCHAR* InName);
	FKey(const ANSICHAR* InName);

	bool IsValid() const;
	FString ToString() const;
	FName GetFName() const;

	friend bool operator==(const FKey& KeyA, const FKey& KeyB);
	friend bool operator!=(const FKey& KeyA, const FKey& KeyB);

private:
	FName KeyName;
	mutable class TSharedPtr<struct FKeyDetails> KeyDetails;
};

namespace ETouchIndex
{
	enum Type : int
	{
		Touch1,
		Touch2,
		Touch3,
		Touch4,
		Touch5,
		Touch6,
		Touch7,
		Touch8,
		Touch9,
		Touch10,
		CursorPointerIndex,
		MAX_TOUCHES
	};
}

struct EKeys
{
	static const FKey AnyKey;
	static const FKey Invalid;
};
