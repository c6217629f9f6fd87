// Stand-in for Unreal 5.8's UObject/UObjectArray.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

class UObjectBase;
class FUObjectArray {
public:
    class FUObjectDeleteListener {
    public:
        virtual ~FUObjectDeleteListener();
        virtual void NotifyUObjectDeleted(const UObjectBase* Object, int32 Index) = 0;
        virtual void OnUObjectArrayShutdown() = 0;
    };
    void AddUObjectDeleteListener(FUObjectDeleteListener* Listener);
    void RemoveUObjectDeleteListener(FUObjectDeleteListener* Listener);
};
extern FUObjectArray GUObjectArray;
